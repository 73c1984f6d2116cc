import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, useActionDialogs, usePageTitle, useSession } from '@alumni/shared';
import { accountDeletionSchema, type AccountDeletion } from '@alumni/shared/contracts';
import { PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { useMemberText } from '../../../i18n/use-member-text';
import { deleteMyAccount } from '../api/your-data';

/** Deleting the account asks for the password, then "Are you sure?"; afterwards the visitor is signed out. */
export function AccountDeletionPage() {
  const t = useMemberText();
  usePageTitle(t('deletion.title'));
  const passwords: PasswordInput<AccountDeletion>[] = [
    {
      name: 'password',
      label: t('deletion.password'),
      autoComplete: 'current-password',
      showLabel: t('deletion.showPassword'),
    },
  ];
  const { runAction } = useActionDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountDeletion>({ resolver: zodResolver(accountDeletionSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runAction({
      action: () => deleteMyAccount(values),
      successTitle: t('deletion.doneTitle'),
      successText: t('deletion.done'),
      errorText: (error) => getErrorMessage(error, t('deletion.failed')),
    });
    // After the result dialog: the server has ended the session, so forget it here and go home.
    if (outcome.status === 'done') useSession.getState().endSession('/');
  });

  return (
    <>
      <PageHeader title={t('deletion.title')} description={t('deletion.description')} />
      <FormCard onSubmit={onSubmit} label={t('deletion.form')}>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('deletion.what')}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" mt="1">
                  <List.Item>{t('deletion.erased')}</List.Item>
                  <List.Item>{t('deletion.signedOut')}</List.Item>
                  <List.Item>{t('deletion.events')}</List.Item>
                  <List.Item>{t('deletion.records')}</List.Item>
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted">{t('deletion.copyFirst')}</Text>
          <PasswordInputs inputs={passwords} register={register} errors={errors} />
          <Button type="submit" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {t('deletion.submit')}
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}
