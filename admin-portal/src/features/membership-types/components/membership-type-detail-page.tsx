import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type Fact,
  FactList,
  getErrorMessage,
  PageHeader,
  QueryState,
  useActionDialogs,
  useLanguage,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import { formatMoney } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { useDeleteMembershipType, useMembershipType } from '../api/membership-types';
import { useMembershipTypeId } from './membership-type-pages';

/** One membership type, with Delete and Update under Admin Control. */
export function MembershipTypeDetailPage() {
  const associationId = useAssociationId();
  const typeId = useMembershipTypeId();
  const query = useMembershipType(associationId, typeId);
  const remove = useDeleteMembershipType(associationId, typeId);
  const { confirm, showProcessing, showResult } = useActionDialogs();
  const navigate = useNavigate();
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  usePageTitle(query.data?.name ?? t('types.one'));

  // Not runAction: the success text depends on the answer (deleted, or retired because members hold it).
  const onDelete = async () => {
    if (!(await confirm())) return;
    showProcessing();
    try {
      const outcome = await remove.mutateAsync();
      await showResult({ text: outcome.message });
      navigate(associationPath(associationId, 'membership-types'));
    } catch (e) {
      await showResult({
        status: 'error',
        title: t('common.errorTitle'),
        text: t('common.errorWith', { message: getErrorMessage(e, t('common.requestFailed')) }),
      });
    }
  };

  return (
    <QueryState query={query} what={t('types.oneWhat')} hasNotFound>
      {(type) => {
        const facts: Fact[] = [
          [t('common.name'), type.name],
          [t('types.shortName'), type.short_name],
          [t('types.durationMonths'), figure(type.duration_month, language)],
          [t('common.fee'), formatMoney(type.fee, { isWhole: true, language })],
          [t('common.members'), figure(type.member_count, language)],
          [
            t('common.description'),
            <Text key="description" whiteSpace="pre-line">
              {type.description}
            </Text>,
          ],
        ];

        return (
          <Box maxW="3xl">
            <PageHeader title={type.name} description={t('types.subtitle')} />
            <Stack gap="6">
              <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
                <FactList facts={facts} />
              </Box>
              <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
                <Heading as="h2" size="md" mb="1">
                  {t('types.adminControl')}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mb="4">
                  {t('types.retireNote')}
                </Text>
                <HStack gap="3" wrap="wrap">
                  <Button colorPalette="red" onClick={onDelete}>
                    <Trash2 /> {t('types.delete')}
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={associationPath(associationId, `memberships/${typeId}/update`)}>
                      <Pencil /> {t('common.update')}
                    </Link>
                  </Button>
                </HStack>
              </Box>
            </Stack>
          </Box>
        );
      }}
    </QueryState>
  );
}
