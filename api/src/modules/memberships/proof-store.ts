import type { ObjectStore, StoredObject } from '../../storage/object-store';
import { MediaStore } from '../media/media.service';

/** The stored name of a proof document: `proof-documents/<uuid>.pdf` (never a public URL). */
const KEY = /^proof-documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const AREA = 'private';

/**
 * Proof documents are private: kept under `private/` in the store (not `media/`, which is served
 * at /media/), checked by MediaStore.storePdf, and read back only through the API's own endpoint.
 */
export class ProofStore {
  private readonly files: MediaStore;

  constructor(private readonly objects: ObjectStore) {
    this.files = new MediaStore(objects, AREA);
  }

  /** Checks and stores a PDF (throws UploadRejectedError); returns its name for the database. */
  async store(buffer: Buffer): Promise<string> {
    const stored = await this.files.storePdf(buffer, 'proof-documents');
    return stored.key.slice(AREA.length + 1);
  }

  /** The document as a stream, or null when the name is not one of ours or the object is gone. */
  async open(key: string): Promise<StoredObject | null> {
    return KEY.test(key) ? this.objects.get(`${AREA}/${key}`) : null;
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (key && KEY.test(key)) await this.files.removeKey(`${AREA}/${key}`);
  }
}

/** Where the requester and the association's admins download a request's proof document. */
export const proofDocumentUrl = (membershipRequestId: number) =>
  `/api/v1/membership-requests/${membershipRequestId}/proof-document/`;
