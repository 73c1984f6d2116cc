import { useEffect, useMemo } from 'react';

/**
 * A local preview (object URL) of a file the person chose before uploading it, released when the file
 * changes or the page closes. Derived from the file during render, so the preview shows in the same
 * frame as the choice.
 */
export function usePreviewUrl(file: File | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
