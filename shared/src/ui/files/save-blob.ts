/** Hands a downloaded file to the browser under `fileName` (an object URL, released right after). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Opens a protected file (e.g. a PDF) in a new tab. The tab is opened before the download starts,
 * while the click still counts as the person's gesture (popup blockers), then pointed at the
 * object URL; without a tab the file is saved instead.
 */
export async function openFetchedFile(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    if (!tab) return saveBlob(blob, fileName);
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.csv"`), else `fallback`. */
const fileNameOf = (disposition: unknown, fallback: string): string =>
  (typeof disposition === 'string' && /filename="?([^";]+)"?/.exec(disposition)?.[1]) || fallback;

/**
 * Saves a file the API answered (`responseType: 'blob'`) under the name its Content-Disposition header
 * gives, else `fallback`; returns the name used.
 */
export function saveDownload(blob: Blob, disposition: unknown, fallback: string): string {
  const fileName = fileNameOf(disposition, fallback);
  saveBlob(blob, fileName);
  return fileName;
}
