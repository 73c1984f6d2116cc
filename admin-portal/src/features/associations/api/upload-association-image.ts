import { api } from '@alumni/shared';
import { associationPaths, ASSOCIATION_COVER_FIELD, ASSOCIATION_LOGO_FIELD } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '../../../components/refresh-session-user';
import { associationKeys } from './get-association';

export type AssociationImageKind = 'logo' | 'cover';

const FIELD = { logo: ASSOCIATION_LOGO_FIELD, cover: ASSOCIATION_COVER_FIELD } as const;

/**
 * POST /associations/{id}/logos/ (field `logo`) or /covers/ (field `cover`). The multipart type is
 * named so axios does not turn the form into JSON (the client's default type); the browser then
 * sets it with the boundary.
 */
async function uploadAssociationImage(id: number, kind: AssociationImageKind, file: File) {
  const form = new FormData();
  form.append(FIELD[kind], file);
  const { data } = await api.post(associationPaths[kind](id), form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

export function useUploadAssociationImage(id: number, kind: AssociationImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAssociationImage(id, kind, file),
    onSuccess: async (association) => {
      queryClient.setQueryData(associationKeys.detail(id), association);
      await refreshSessionUser();
    },
  });
}
