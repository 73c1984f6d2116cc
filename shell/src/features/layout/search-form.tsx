import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useCatalog } from '@alumni/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';

/** A value with something besides spaces (the browser checks it before it sends the form). */
const NOT_ONLY_SPACES = '.*\\S.*';

/**
 * Association search (field searchValue, required): /associations?name=<value>; empty does nothing. Before the
 * page's code runs (a server-rendered page), the browser sends the form itself to the same address; its own
 * validation (`required`, and a pattern refusing only spaces) keeps an empty search from going anywhere.
 */
export function SearchForm({ onSearched, id }: { onSearched?: () => void; id: string }) {
  const navigate = useNavigate();
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  const [searchValue, setSearchValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = searchValue.trim();
    if (!value) return;
    navigate(`/associations?${new URLSearchParams({ name: value }).toString()}`);
    onSearched?.();
  };

  return (
    <form role="search" action="/associations" method="get" onSubmit={submit} style={{ width: '100%' }}>
      <InputGroup
        endElement={
          <IconButton type="submit" aria-label={t('search.submit')} size="xs" variant="ghost" me="-2">
            <Search />
          </IconButton>
        }
      >
        <Input
          id={id}
          name="name"
          type="search"
          required
          pattern={NOT_ONLY_SPACES}
          title={t('search.hint')}
          value={searchValue}
          onChange={(event) => setSearchValue(event.target.value)}
          placeholder={t('search.label')}
          aria-label={t('search.label')}
          size="sm"
          rounded="full"
          bg="bg.panel"
        />
      </InputGroup>
    </form>
  );
}
