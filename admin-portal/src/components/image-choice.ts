import { IMAGE_MAX_BYTES } from '@alumni/shared/contracts';
import { usePortalCatalog } from '@alumni/shared';
import { useState, type ChangeEvent } from 'react';
import { ADMIN_CATALOGS, type AdminText } from '../i18n/catalogs/admin';

/** Why the chosen file cannot be uploaded, or null (the server checks the content again). */
export function imageFileProblem(file: File | undefined, t: AdminText): string | null {
  if (!file) return t('image.choose');
  if (!file.type.startsWith('image/')) return t('image.notImage');
  if (file.size > IMAGE_MAX_BYTES) return t('image.tooBig');
  return null;
}

/** An image file input's change handler: the chosen file, or undefined and the problem with it. */
export function useImageChoice(onChosen: (file: File | undefined) => void) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const [problem, setProblem] = useState<string | null>(null);
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const reason = chosen ? imageFileProblem(chosen, t) : null;
    setProblem(reason);
    onChosen(reason ? undefined : chosen);
  };
  return { problem, setProblem, onChoose };
}
