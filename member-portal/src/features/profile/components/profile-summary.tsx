import { UserAvatar } from '@alumni/shared/avatar';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type User } from '@alumni/shared/contracts';
import { StatusBadge } from '@alumni/shared';
import { LANGUAGE_NAMES } from '@alumni/shared/i18n';
import { AtSign, Camera, KeyRound, Languages, Mail, Phone, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';
import { useMemberText } from '../../../i18n/use-member-text';

function Detail({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="2" align="center" minW="0">
      {icon && (
        <Box color="fg.muted" flexShrink={0} aria-hidden="true">
          {icon}
        </Box>
      )}
      <Text as="span" srOnly>
        {label}:
      </Text>
      <Text as="span" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </Flex>
  );
}

/** Picture, name, bio, e-mail, phone, parents' names when stored, and the account links. NID is never stored or shown. */
export function ProfileSummary({ user }: { user: User }) {
  const t = useMemberText();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Box
      as="section"
      aria-label={t('profile.summary')}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
    >
      <Flex
        gap={{ base: '4', md: '6' }}
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'center', md: 'flex-start' }}
      >
        <UserAvatar user={user} boxSize={{ base: '28', md: '32' }} flexShrink={0} />
        <Stack
          gap="2"
          flex="1"
          minW="0"
          w="full"
          textAlign={{ base: 'center', md: 'start' }}
          align={{ base: 'center', md: 'stretch' }}
        >
          <Heading as="h2" size="xl">
            {name || t('profile.nameMissing')}
          </Heading>
          {user.bio ? (
            <Text whiteSpace="pre-line">{user.bio}</Text>
          ) : (
            <Text color="fg.muted">{t('profile.noBio')}</Text>
          )}
          <Stack gap="1" color="fg" fontSize="sm" mt="1">
            <Detail icon={<Mail size={16} />} label={t('profile.email')}>
              <Text as="span">{user.email}</Text>
              <StatusBadge kind="email" of={user} size="sm" ms="2" />
            </Detail>
            <Detail icon={<Phone size={16} />} label={t('profile.phone')}>
              {user.phone_number || t('profile.noPhone')}
            </Detail>
            {user.father_name && (
              <Detail label={t('profile.fatherLabel')}>{t('profile.father', { name: user.father_name })}</Detail>
            )}
            {user.mother_name && (
              <Detail label={t('profile.motherLabel')}>{t('profile.mother', { name: user.mother_name })}</Detail>
            )}
            {/* Issue 37: the language of the member's mails and certificates, changed on Update Profile. */}
            <Detail icon={<Languages size={16} />} label={t('profile.languageLabel')}>
              {t('profile.language', { language: LANGUAGE_NAMES[user.language] })}
            </Detail>
          </Stack>
          <Flex gap="2" wrap="wrap" mt="3" justify={{ base: 'center', md: 'flex-start' }}>
            <LinkButton to="/user/dashboard/profile/update" size="sm">
              <UserPen /> {t('profile.updateProfile')}
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-picture" size="sm" variant="outline">
              <Camera /> {t('profile.updatePicture')}
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-password" size="sm" variant="outline">
              <KeyRound /> {t('profile.changePassword')}
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-email" size="sm" variant="outline">
              <AtSign /> {t('profile.changeEmail')}
            </LinkButton>
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
