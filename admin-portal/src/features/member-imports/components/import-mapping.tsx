import { Box, SimpleGrid } from '@chakra-ui/react';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { usePortalCatalog } from '@alumni/shared';
import { MEMBER_IMPORT_FIELDS, type MemberImportMapping } from '@alumni/shared/contracts';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

type Props = {
  headers: string[];
  mapping: MemberImportMapping;
  onChange: (mapping: MemberImportMapping) => void;
};

/** One select per field: which column of the file it reads (found from the headers, changeable). */
export function ImportMapping({ headers, mapping, onChange }: Props) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
      {MEMBER_IMPORT_FIELDS.map((field) => (
        <Field.Root key={field}>
          <Field.Label fontSize="sm">{t(`imports.field.${field}`)}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('imports.columnFor', { field: t(`imports.field.${field}`) })}
              value={mapping[field] ?? ''}
              onChange={(event) => onChange({ ...mapping, [field]: event.currentTarget.value || undefined })}
            >
              <option value="">{t('imports.notImported')}</option>
              {/* The file's own column names: data, shown as they are. */}
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
