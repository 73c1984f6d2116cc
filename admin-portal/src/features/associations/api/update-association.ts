import { api } from '@alumni/shared';
import { associationPaths, type AssociationUpdate } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '../../../components/refresh-session-user';
import { associationKeys } from './get-association';

async function updateAssociation(id: number, body: AssociationUpdate) {
  const { data } = await api.patch(associationPaths.one(id), body);
  return data;
}

export function useUpdateAssociation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssociationUpdate) => updateAssociation(id, body),
    onSuccess: async (association) => {
      queryClient.setQueryData(associationKeys.detail(id), association);
      await refreshSessionUser();
    },
  });
}
