import { Box } from '@chakra-ui/react';
import {
  getErrorMessage,
  PageHeader,
  QueryState,
  useActionDialogs,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import { type MembershipTypeBody } from '@alumni/shared/contracts';
import { useParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS, type AdminText } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { useMembershipType, useSaveMembershipType } from '../api/membership-types';
import { MembershipTypeForm } from './membership-type-form';

const typeErrorText = (t: AdminText) => (error: unknown) =>
  t('common.errorWith', { message: getErrorMessage(error, t('common.requestFailed')) });

/** The membership type id of the route (NaN when it is not a number). */
export function useMembershipTypeId(): number {
  const { membershipId } = useParams();
  return /^\d+$/.test(membershipId ?? '') ? Number(membershipId) : Number.NaN;
}

export function MembershipTypeAddPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('types.addTitle'));
  const associationId = useAssociationId();
  const save = useSaveMembershipType(associationId);
  const { runAction } = useActionDialogs();
  const listPath = associationPath(associationId, 'membership-types');

  const onSubmit = (body: MembershipTypeBody) =>
    runAction({
      action: () => save.mutateAsync(body),
      successText: t('types.added'),
      errorText: typeErrorText(t),
      redirectTo: listPath,
    });

  return (
    <Box maxW="3xl">
      <PageHeader title={t('types.addTitle')} />
      <MembershipTypeForm submitLabel={t('common.add')} cancelTo={listPath} onSubmit={onSubmit} />
    </Box>
  );
}

export function MembershipTypeUpdatePage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('types.updateTitle'));
  const associationId = useAssociationId();
  const typeId = useMembershipTypeId();
  const query = useMembershipType(associationId, typeId);
  const save = useSaveMembershipType(associationId, typeId);
  const { runAction } = useActionDialogs();
  const listPath = associationPath(associationId, 'membership-types');

  const onSubmit = (body: MembershipTypeBody) =>
    runAction({
      action: () => save.mutateAsync(body),
      successText: t('types.updated'),
      errorText: typeErrorText(t),
      redirectTo: listPath,
    });

  return (
    <Box maxW="3xl">
      <PageHeader title={t('types.updateTitle')} description={query.data?.name} />
      <QueryState query={query} what={t('types.oneWhat')}>
        {(data) => (
          <MembershipTypeForm
            initial={data}
            submitLabel={t('common.update')}
            cancelTo={associationPath(associationId, `memberships/${typeId}`)}
            onSubmit={onSubmit}
          />
        )}
      </QueryState>
    </Box>
  );
}
