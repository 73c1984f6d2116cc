import { Box } from '@chakra-ui/react';
import { getErrorMessage, PageHeader, QueryState, useActionDialogs, usePageTitle } from '@alumni/shared';
import { type MembershipTypeBody } from '@alumni/shared/contracts';
import { useParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useMembershipType, useSaveMembershipType } from '../api/membership-types';
import { MembershipTypeForm } from './membership-type-form';

const typeErrorText = (error: unknown) => `There is an error: ${getErrorMessage(error, 'Request failed')}`;

/** The membership type id of the route (NaN when it is not a number). */
export function useMembershipTypeId(): number {
  const { membershipId } = useParams();
  return /^\d+$/.test(membershipId ?? '') ? Number(membershipId) : Number.NaN;
}

export function MembershipTypeAddPage() {
  usePageTitle('Add Membership Type');
  const associationId = useAssociationId();
  const save = useSaveMembershipType(associationId);
  const { runAction } = useActionDialogs();
  const listPath = associationPath(associationId, 'membership-types');

  const onSubmit = (body: MembershipTypeBody) =>
    runAction({
      action: () => save.mutateAsync(body),
      successText: 'Membership added successfully',
      errorText: typeErrorText,
      redirectTo: listPath,
    });

  return (
    <Box maxW="3xl">
      <PageHeader title="Add Membership Type" />
      <MembershipTypeForm submitLabel="Add" cancelTo={listPath} onSubmit={onSubmit} />
    </Box>
  );
}

export function MembershipTypeUpdatePage() {
  usePageTitle('Update Membership Type');
  const associationId = useAssociationId();
  const typeId = useMembershipTypeId();
  const query = useMembershipType(associationId, typeId);
  const save = useSaveMembershipType(associationId, typeId);
  const { runAction } = useActionDialogs();
  const listPath = associationPath(associationId, 'membership-types');

  const onSubmit = (body: MembershipTypeBody) =>
    runAction({
      action: () => save.mutateAsync(body),
      successText: 'Membership updated successfully',
      errorText: typeErrorText,
      redirectTo: listPath,
    });

  return (
    <Box maxW="3xl">
      <PageHeader title="Update Membership Type" description={query.data?.name} />
      <QueryState query={query} what="The membership type">
        {(data) => (
          <MembershipTypeForm
            initial={data}
            submitLabel="Update"
            cancelTo={associationPath(associationId, `memberships/${typeId}`)}
            onSubmit={onSubmit}
          />
        )}
      </QueryState>
    </Box>
  );
}
