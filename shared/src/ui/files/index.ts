export { openFetchedFile, saveDownload } from './save-blob';
