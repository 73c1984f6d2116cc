import { Button, Input, Stack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePortalCatalog } from '@alumni/shared';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import type { AssociationOption } from '../api/get-association-options';

export type EventSearchProps = {
  q?: string;
  association?: number;
  options: AssociationOption[];
  limit?: string | null;
};

/**
 * Title and association in one GET form to /events: before the page's code runs the browser sends it as it is
 * (an empty title or "All associations" is no filter); once live, it navigates to the same address without
 * the empty fields, at page 1.
 */
export function EventSearch({ q, association, options, limit }: EventSearchProps) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const text = String(form.get('q') ?? '').trim();
    const chosen = String(form.get('association') ?? '');
    if (text) params.set('q', text);
    if (chosen) params.set('association', chosen);
    if (limit) params.set('limit', limit);
    const query = params.toString();
    navigate(query ? `/events?${query}` : '/events');
  };

  return (
    <form role="search" aria-label={t('events.search.label')} action="/events" method="get" onSubmit={submit}>
      {limit && <input type="hidden" name="limit" value={limit} />}
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" maxW="4xl">
        <Input
          name="q"
          type="search"
          maxLength={100}
          defaultValue={q ?? ''}
          placeholder={t('events.search.placeholder')}
          aria-label={t('events.search.field')}
          bg="bg.panel"
          // In a row from md up; in the phone's column a flex basis of 0 would squash its height.
          flex={{ md: '2' }}
        />
        <NativeSelect.Root flex="1" minW={{ md: '56' }}>
          <NativeSelect.Field
            name="association"
            aria-label={t('events.search.association')}
            defaultValue={association ? String(association) : ''}
            bg="bg.panel"
          >
            <option value="">{t('events.search.all')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" flexShrink={0}>
          <Search /> {t('common.search')}
        </Button>
      </Stack>
    </form>
  );
}
