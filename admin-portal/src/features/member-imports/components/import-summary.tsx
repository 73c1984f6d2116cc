import { HStack, Text } from '@chakra-ui/react';
import type { MemberImportResult } from '@alumni/shared/contracts';

/** Created, updated, unchanged and refused counts of a dry run or an import. */
export function ImportSummary({ result }: { result: MemberImportResult }) {
  const verb = result.dry_run ? 'would be' : '';
  const parts = [
    `${result.created} ${verb} created`,
    `${result.updated} ${verb} updated`,
    `${result.unchanged} unchanged`,
    `${result.refused.length} refused`,
  ];
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm">
      {parts.map((part) => (
        <Text key={part}>{part.replace(/\s+/g, ' ')}</Text>
      ))}
      {result.invited > 0 && (
        <Text color="fg.muted">{`${result.invited} new account${result.invited === 1 ? '' : 's'} invited`}</Text>
      )}
    </HStack>
  );
}
