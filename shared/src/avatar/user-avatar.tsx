import type { AvatarRootProps } from '@chakra-ui/react';
import { Avatar } from '@chakra-ui/react/avatar';
// The singleton's own media helpers (this file is bundled where used, not shared).
import { DEFAULT_AVATAR_URL, resolveMediaUrl, useShellText } from '@alumni/shared';

export type UserAvatarProps = AvatarRootProps & {
  user: { first_name?: string; last_name?: string; profile_picture?: string | null } | null;
};

/** The profile picture, or the default placeholder when there is none. */
export function UserAvatar({ user, ...rest }: UserAvatarProps) {
  const t = useShellText();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Avatar.Root {...rest}>
      <Avatar.Fallback>
        <img src={DEFAULT_AVATAR_URL} alt="" width="100%" height="100%" />
      </Avatar.Fallback>
      <Avatar.Image
        src={resolveMediaUrl(user?.profile_picture)}
        alt={name ? t('avatar.named', { name }) : t('avatar.unnamed')}
      />
    </Avatar.Root>
  );
}
