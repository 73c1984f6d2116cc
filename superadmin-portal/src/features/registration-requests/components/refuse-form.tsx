import { Button, Card, HStack } from '@chakra-ui/react';
import { Textarea } from '@chakra-ui/react/textarea';
import { FormField } from '@alumni/shared/forms';
import { useState } from 'react';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';

/** Why the request is refused: mailed to the applicant, who may apply again. */
export function RefuseForm({ onRefuse, onCancel }: { onRefuse: (reason: string) => void; onCancel: () => void }) {
  const t = useSuperadminText();
  const [reason, setReason] = useState('');
  return (
    <Card.Root variant="outline" mb="6">
      <Card.Body>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onRefuse(reason.trim());
          }}
        >
          <FormField label={t('refuse.reason')} helperText={t('refuse.reasonHelp')}>
            <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <HStack mt="4" justify="flex-end">
            <Button variant="ghost" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" colorPalette="red">
              {t('refuse.submit')}
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
