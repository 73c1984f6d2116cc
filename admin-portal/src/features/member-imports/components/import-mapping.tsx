import { Box, SimpleGrid } from '@chakra-ui/react';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { MEMBER_IMPORT_FIELD_LABELS, MEMBER_IMPORT_FIELDS, type MemberImportMapping } from '@alumni/shared/contracts';

type Props = {
  headers: string[];
  mapping: MemberImportMapping;
  onChange: (mapping: MemberImportMapping) => void;
};

/** One select per field: which column of the file it reads (found from the headers, changeable). */
export function ImportMapping({ headers, mapping, onChange }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
      {MEMBER_IMPORT_FIELDS.map((field) => (
        <Field.Root key={field}>
          <Field.Label fontSize="sm">{MEMBER_IMPORT_FIELD_LABELS[field]}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`Column for ${MEMBER_IMPORT_FIELD_LABELS[field]}`}
              value={mapping[field] ?? ''}
              onChange={(event) => onChange({ ...mapping, [field]: event.currentTarget.value || undefined })}
            >
              <option value="">(not imported)</option>
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
      <Box />
    </SimpleGrid>
  );
}
