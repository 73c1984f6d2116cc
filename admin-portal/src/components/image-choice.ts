import { IMAGE_MAX_BYTES } from '@alumni/shared/contracts';
import { useState, type ChangeEvent } from 'react';

/** Why the chosen file cannot be uploaded, or null (the server checks the content again). */
export function imageFileProblem(file: File | undefined): string | null {
  if (!file) return 'Choose an image file to upload.';
  if (!file.type.startsWith('image/')) return 'Choose an image file (JPEG, PNG, WebP or GIF).';
  if (file.size > IMAGE_MAX_BYTES) return 'The image must be at most 5 MB.';
  return null;
}

/** An image file input's change handler: the chosen file, or undefined and the problem with it. */
export function useImageChoice(onChosen: (file: File | undefined) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const reason = chosen ? imageFileProblem(chosen) : null;
    setProblem(reason);
    onChosen(reason ? undefined : chosen);
  };
  return { problem, setProblem, onChoose };
}
