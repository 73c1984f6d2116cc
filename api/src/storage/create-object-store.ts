import { DiskStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { S3Store } from './s3-store';
import type { StorageSettings } from './storage-url';

/** The bucket of STORAGE_URL, else the disk under DATA_DIR. */
export function createObjectStore(config: { dataDir: string; storage?: StorageSettings }): ObjectStore {
  return config.storage?.kind === 's3' ? new S3Store(config.storage) : new DiskStore(config.dataDir);
}
