import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, useActionDialogs, usePageTitle, useSession } from '@alumni/shared';
import { accountDeletionSchema, type AccountDeletion } from '@alumni/shared/contracts';
import { PasswordInputs, zodResolver, type PasswordInput } from '@alumni/shared/forms';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { deleteMyAccount } from '../api/your-data';

const ACCOUNT_DELETED_MESSAGE =
  'Your account has been deleted. Your personal data is erased; you have been signed out.';

const PASSWORDS: PasswordInput<AccountDeletion>[] = [
  { name: 'password', label: 'Password', autoComplete: 'current-password', showLabel: 'Show Password' },
];

/** Deleting the account asks for the password, then "Are you sure?"; afterwards the visitor is signed out. */
export function AccountDeletionPage() {
  usePageTitle('Delete Your Account');
  const { runAction } = useActionDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccountDeletion>({ resolver: zodResolver(accountDeletionSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await runAction({
      action: () => deleteMyAccount(values),
      successTitle: 'Account deleted',
      successText: ACCOUNT_DELETED_MESSAGE,
      errorText: (error) => getErrorMessage(error, 'Your account could not be deleted. Please try again later.'),
    });
    // After the result dialog: the server has ended the session, so forget it here and go home.
    if (outcome.status === 'done') useSession.getState().endSession('/');
  });

  return (
    <>
      <PageHeader title="Delete Your Account" description="This cannot be undone." />
      <FormCard onSubmit={onSubmit} label="Delete your account">
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>What deleting does</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" mt="1">
                  <List.Item>Your profile, photo, education, jobs and contact links are erased.</List.Item>
                  <List.Item>You are signed out everywhere and cannot sign in again.</List.Item>
                  <List.Item>
                    Your places at upcoming events are given up (the next person waiting gets them); a ticket already
                    paid is not refunded automatically: ask the association.
                  </List.Item>
                  <List.Item>
                    Associations keep their records of your memberships and payments for their accounts, without your
                    name.
                  </List.Item>
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted">
            Want a copy first? Use “Download My Data” on your profile. If you administer an association, hand it over to
            another admin first.
          </Text>
          <PasswordInputs inputs={PASSWORDS} register={register} errors={errors} />
          <Button type="submit" colorPalette="red" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Delete My Account
          </Button>
        </Stack>
      </FormCard>
    </>
  );
}
