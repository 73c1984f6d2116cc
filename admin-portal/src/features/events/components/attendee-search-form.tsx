import { Button, Input, Stack } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

export type AttendeeSearchFormProps = { initial: string; label: string; onSearch: (q: string) => void };

/** One box: part of a name or the e-mail address; an empty search shows everyone. */
export function AttendeeSearchForm({ initial, label, onSearch }: AttendeeSearchFormProps) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Stack asChild direction="row" gap="2" w="full" maxW={{ md: 'md' }}>
      <form onSubmit={submit} role="search" aria-label={label}>
        <Input
          type="search"
          aria-label={t('attendees.searchBox')}
          placeholder={t('attendees.searchPlaceholder')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          enterKeyHint="search"
        />
        <Button type="submit" flexShrink={0}>
          <Search /> {t('attendees.searchButton')}
        </Button>
      </form>
    </Stack>
  );
}
