import { FormField } from '@alumni/shared/forms';
import { Button, Input, Stack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { MemberSearchBy } from '../api/get-members';

type SearchForm = { searchBy: MemberSearchBy | ''; searchValue: string };

export type MemberSearchFormProps = {
  initial: { searchBy?: MemberSearchBy; searchValue?: string };
  onSearch: (search: { searchBy: MemberSearchBy; searchValue: string }) => void;
};

/** "Search by" user name or batch, plus a value; both required (spec section 5). */
export function MemberSearchForm({ initial, onSearch }: MemberSearchFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchForm>({
    defaultValues: { searchBy: initial.searchBy ?? '', searchValue: initial.searchValue ?? '' },
  });

  const onSubmit = handleSubmit(({ searchBy, searchValue }) =>
    onSearch({ searchBy: searchBy as MemberSearchBy, searchValue: searchValue.trim() }),
  );

  return (
    <Stack asChild direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
      <form onSubmit={onSubmit} noValidate role="search" aria-label="Search members">
        <FormField label="Search by" error={errors.searchBy} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('searchBy', { required: 'Choose what to search by' })}>
              <option value="">Select…</option>
              <option value="name">User name</option>
              <option value="batch">User batch number</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Search value" error={errors.searchValue} required>
          <Input
            placeholder="A name or a batch year"
            {...register('searchValue', { validate: (v) => v.trim() !== '' || 'Enter a value to search for' })}
          />
        </FormField>
        <Button type="submit" mt={{ md: '6' }} flexShrink={0}>
          <Search /> Search
        </Button>
      </form>
    </Stack>
  );
}
