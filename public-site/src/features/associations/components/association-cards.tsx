import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AssociationLogo } from '@alumni/shared';
import { Link } from 'react-router';
import type { AssociationRowsProps } from './association-table';

/** Phones: the same rows as readable cards (a five-column table would need sideways scrolling). */
export function AssociationCards({ associations, firstIndex }: AssociationRowsProps) {
  return (
    <Stack as="ol" gap="3" display={{ base: 'flex', md: 'none' }} listStyleType="none" aria-label="Associations">
      {associations.map((association, index) => (
        <HStack as="li" key={association.id} gap="3" p="3" bg="bg.panel" borderWidth="1px" rounded="lg" align="center">
          <Text color="fg.muted" fontSize="sm" minW="6" textAlign="end">
            {firstIndex + index}
          </Text>
          <AssociationLogo association={association} boxSize="12" loading="lazy" flexShrink={0} />
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="semibold" lineHeight="short">
              {association.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {association.member_count} {association.member_count === 1 ? 'member' : 'members'}
            </Text>
          </Stack>
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <Link to={`/associations/${association.id}`} aria-label={`View ${association.name}`}>
              View
            </Link>
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
