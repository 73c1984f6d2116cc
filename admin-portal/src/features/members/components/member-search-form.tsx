import { usePortalCatalog } from '@alumni/shared';
import { FormField } from '@alumni/shared/forms';
import { Button, Input, Stack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import type { MemberSearchBy } from '../api/get-members';

type SearchForm = { searchBy: MemberSearchBy | ''; searchValue: string };

export type MemberSearchFormProps = {
  initial: { searchBy?: MemberSearchBy; searchValue?: string };
  onSearch: (search: { searchBy: MemberSearchBy; searchValue: string }) => void;
};

/** "Search by" user name or batch, plus a value; both required (spec section 5). */
export function MemberSearchForm({ initial, onSearch }: MemberSearchFormProps) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
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
      <form onSubmit={onSubmit} noValidate role="search" aria-label={t('members.searchLabel')}>
        <FormField label={t('members.searchBy')} error={errors.searchBy} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('searchBy', { required: t('members.searchByRequired') })}>
              <option value="">{t('common.select')}</option>
              <option value="name">{t('members.byName')}</option>
              <option value="batch">{t('members.byBatch')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('members.searchValue')} error={errors.searchValue} required>
          <Input
            placeholder={t('members.searchPlaceholder')}
            {...register('searchValue', { validate: (v) => v.trim() !== '' || t('members.searchValueRequired') })}
          />
        </FormField>
        <Button type="submit" mt={{ md: '6' }} flexShrink={0}>
          <Search /> {t('members.search')}
        </Button>
      </form>
    </Stack>
  );
}
