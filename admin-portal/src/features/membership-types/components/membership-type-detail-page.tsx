import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type Fact,
  FactList,
  getErrorMessage,
  PageHeader,
  QueryState,
  useActionDialogs,
  usePageTitle,
} from '@alumni/shared';
import { formatMoney } from '@alumni/shared/format';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { associationPath } from '../../../components/association-paths';
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
  usePageTitle(query.data?.name ?? 'Membership Type');

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
        title: 'There is an error',
        text: `There is an error: ${getErrorMessage(e, 'Request failed')}`,
      });
    }
  };

  return (
    <QueryState query={query} what="The membership type" hasNotFound>
      {(type) => {
        const facts: Fact[] = [
          ['Name', type.name],
          ['Short name', type.short_name],
          ['Duration in months', type.duration_month],
          ['Fee', formatMoney(type.fee, { isWhole: true })],
          ['Members', type.member_count],
          [
            'Description',
            <Text key="description" whiteSpace="pre-line">
              {type.description}
            </Text>,
          ],
        ];

        return (
          <Box maxW="3xl">
            <PageHeader title={type.name} description="Membership type" />
            <Stack gap="6">
              <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
                <FactList facts={facts} />
              </Box>
              <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
                <Heading as="h2" size="md" mb="1">
                  Admin Control
                </Heading>
                <Text color="fg.muted" fontSize="sm" mb="4">
                  A type that members hold is retired instead of deleted: their memberships keep it.
                </Text>
                <HStack gap="3" wrap="wrap">
                  <Button colorPalette="red" onClick={onDelete}>
                    <Trash2 /> Delete
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={associationPath(associationId, `memberships/${typeId}/update`)}>
                      <Pencil /> Update
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
