import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** One required field; submitting sets ?name= and starts again at page 1. */
export function AssociationSearch({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return;
    navigate(`/associations?${new URLSearchParams({ name }).toString()}`);
  };

  return (
    <form role="search" onSubmit={submit} noValidate>
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
        <Button type="submit">Search</Button>
      </HStack>
    </form>
  );
}
