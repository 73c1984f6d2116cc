import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { DEFAULT_AVATAR_URL } from './placeholders';
import { resolveMediaUrl } from './resolve-media-url';

export type UserAvatarProps = AvatarRootProps & {
  user: { first_name?: string; last_name?: string; profile_picture?: string | null } | null;
};

/** The profile picture, or the default placeholder when there is none. */
export function UserAvatar({ user, ...rest }: UserAvatarProps) {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Avatar.Root {...rest}>
      <Avatar.Fallback>
        <img src={DEFAULT_AVATAR_URL} alt="" width="100%" height="100%" />
      </Avatar.Fallback>
      <Avatar.Image src={resolveMediaUrl(user?.profile_picture)} alt={name ? `${name}'s profile picture` : 'Profile picture'} />
    </Avatar.Root>
  );
}
