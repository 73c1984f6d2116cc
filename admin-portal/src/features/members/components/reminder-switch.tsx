import { Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { getErrorMessage, showResult, usePortalCatalog } from '@alumni/shared';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { useReminderSettings, useSetReminderSettings } from '../api/reminder-settings';

/** The association's switch for renewal reminders (30 and 7 days before a membership ends, and on the day). */
export function ReminderSwitch({ associationId }: { associationId: number }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const settings = useReminderSettings(associationId);
  const change = useSetReminderSettings(associationId);
  if (!settings.data) return null;
  return (
    <Checkbox.Root
      mt="3"
      checked={settings.data.reminders_enabled}
      disabled={change.isPending}
      onCheckedChange={(d) =>
        change.mutate(
          { reminders_enabled: d.checked === true },
          {
            onError: (e) =>
              void showResult({
                status: 'error',
                title: t('common.error'),
                text: getErrorMessage(e, t('common.errorText')),
              }),
          },
        )
      }
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        {t('members.reminders')}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          {t('members.remindersWhen')}
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
