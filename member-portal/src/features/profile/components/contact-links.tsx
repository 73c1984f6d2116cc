import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ContactDetail } from '@alumni/shared/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useMemberText } from '../../../i18n/use-member-text';
import { ContactForm } from './contact-form';
import { ProfileSection, RecordRow } from './profile-section';
import { DeleteRecordButton } from './delete-record-button';

type Editing = 'new' | number | null;

/** Contact links with their add and edit forms opening and closing inline (spec section 2). */
export function ContactLinks({ contacts }: { contacts: ContactDetail[] }) {
  const t = useMemberText();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <ProfileSection
      title={t('contacts.title')}
      isEmpty={contacts.length === 0 && editing !== 'new'}
      emptyText={t('contacts.empty')}
      action={
        <Button size="sm" variant="outline" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Plus /> {t('contacts.add')}
        </Button>
      }
    >
      {editing === 'new' && <ContactForm onDone={close} />}
      {contacts.map((contact) =>
        editing === contact.id ? (
          <ContactForm key={contact.id} contact={contact} onDone={close} />
        ) : (
          <RecordRow
            key={contact.id}
            label={contact.platform}
            actions={
              <>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEditing(contact.id)}
                  aria-label={t('common.editNamed', { name: contact.platform })}
                >
                  <Pencil /> {t('common.edit')}
                </Button>
                <DeleteRecordButton kind="contact" id={contact.id} name={contact.platform} />
              </>
            }
          >
            <Text fontWeight="semibold">{contact.platform}</Text>
            <ChakraLink
              href={contact.link}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              wordBreak="break-all"
            >
              {contact.link}
            </ChakraLink>
            {contact.description && (
              <Text color="fg.muted" fontSize="sm">
                {contact.description}
              </Text>
            )}
          </RecordRow>
        ),
      )}
    </ProfileSection>
  );
}
