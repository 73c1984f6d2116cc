import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePortalCatalog } from '@alumni/shared';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

/**
 * One required field; submitting sets ?name= (keeping a chosen limit) and starts again at page 1. An empty value
 * does nothing (the browser's validation, before any code). Before the page's code runs (a server-rendered page), the browser sends the form itself to the
 * same address; what was typed then is read from the field when the form is sent later, so it is never lost.
 */
export function AssociationSearch({ initial, limit }: { initial: string; limit?: string | null }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return;
    const params = new URLSearchParams({ name });
    if (limit) params.set('limit', limit);
    navigate(`/associations?${params.toString()}`);
  };

  return (
    <form
      role="search"
      aria-label={t('associations.search.label')}
      action="/associations"
      method="get"
      onSubmit={submit}
    >
      {limit && <input type="hidden" name="limit" value={limit} />}
      <HStack gap="2" maxW="lg">
        <Input
          name="name"
          type="search"
          required
          // Something besides spaces: the browser's own check keeps an empty search from going anywhere.
          pattern=".*\S.*"
          title={t('associations.search.hint')}
          defaultValue={initial}
          placeholder={t('associations.search.placeholder')}
          aria-label={t('associations.search.field')}
          bg="bg.panel"
        />
        <Button type="submit">
          <Search /> {t('common.search')}
        </Button>
      </HStack>
    </form>
  );
}
