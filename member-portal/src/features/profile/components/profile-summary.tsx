import { UserAvatar } from '@alumni/shared/avatar';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type User } from '@alumni/shared/contracts';
import { StatusBadge } from '@alumni/shared';
import { AtSign, Camera, KeyRound, Mail, Phone, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';

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
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Box
      as="section"
      aria-label="Profile summary"
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
            {name || 'Your name is missing'}
          </Heading>
          {user.bio ? <Text whiteSpace="pre-line">{user.bio}</Text> : <Text color="fg.muted">No bio yet.</Text>}
          <Stack gap="1" color="fg" fontSize="sm" mt="1">
            <Detail icon={<Mail size={16} />} label="Email">
              <Text as="span">{user.email}</Text>
              <StatusBadge kind="email" of={user} size="sm" ms="2" />
            </Detail>
            <Detail icon={<Phone size={16} />} label="Phone">
              {user.phone_number || 'No phone number'}
            </Detail>
            {user.father_name && <Detail label="Father's name">Father: {user.father_name}</Detail>}
            {user.mother_name && <Detail label="Mother's name">Mother: {user.mother_name}</Detail>}
          </Stack>
          <Flex gap="2" wrap="wrap" mt="3" justify={{ base: 'center', md: 'flex-start' }}>
            <LinkButton to="/user/dashboard/profile/update" size="sm">
              <UserPen /> Update Profile
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-picture" size="sm" variant="outline">
              <Camera /> Update Picture
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-password" size="sm" variant="outline">
              <KeyRound /> Change Password
            </LinkButton>
            <LinkButton to="/user/dashboard/profile/update-email" size="sm" variant="outline">
              <AtSign /> Change E-mail
            </LinkButton>
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
