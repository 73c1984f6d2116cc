import { Button, Stack } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { Link } from 'react-router';
import { ADMIN_CATALOGS } from '../i18n/catalogs/admin';

/** A form's submit button and Cancel (back to `cancelTo`). */
export function FormActions({ submitLabel, cancelTo }: { submitLabel: string; cancelTo: string }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
      <Button type="submit">{submitLabel}</Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>{t('common.cancel')}</Link>
      </Button>
    </Stack>
  );
}
