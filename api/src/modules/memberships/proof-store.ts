import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MediaStore } from '../media';

/** The stored name of a proof document: `proof-documents/<uuid>.pdf` (never a public URL). */
const KEY = /^proof-documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/**
 * Proof documents are private: kept under DATA_DIR/private (not DATA_DIR/media, which is served
 * at /media/), checked by MediaStore.storePdf, and read back only through the API's own endpoint.
 */
export class ProofStore {
  private readonly root: string;
  private readonly files: MediaStore;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'private');
    this.files = new MediaStore(this.root);
  }

  /** Checks and stores a PDF (throws UploadRejectedError); returns its key for the database. */
  async store(buffer: Buffer): Promise<string> {
    const stored = await this.files.storePdf(buffer, 'proof-documents');
    return stored.url.replace(/^\/media\//, '');
  }

  async read(key: string): Promise<Buffer | null> {
    if (!KEY.test(key)) return null;
    return readFile(path.join(this.root, key)).catch(() => null);
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (key && KEY.test(key)) await this.files.remove(`/media/${key}`);
  }
}

/** Where the requester and the association's admins download a request's proof document. */
export const proofDocumentUrl = (membershipRequestId: number) =>
  `/api/v1/membership-requests/${membershipRequestId}/proof-document/`;
