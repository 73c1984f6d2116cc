import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** One required field; submitting sets ?name= (keeping a chosen limit) and starts again at page 1. An empty value does nothing. */
export function AssociationSearch({ initial, limit }: { initial: string; limit?: string | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return;
    const params = new URLSearchParams({ name });
    if (limit) params.set('limit', limit);
    navigate(`/associations?${params.toString()}`);
  };

  return (
    <form role="search" aria-label="Search associations" onSubmit={submit} noValidate>
      <HStack gap="2" maxW="lg">
        <Input
          name="searchValue"
          type="search"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Search by association name"
          aria-label="Association name"
          bg="bg.panel"
        />
        <Button type="submit">
          <Search /> Search
        </Button>
      </HStack>
    </form>
  );
}
