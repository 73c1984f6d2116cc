import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createObjectStore } from './create-object-store';
import type { ObjectStore } from './object-store';

declare module 'fastify' {
  // Module augmentation merges into Fastify's interface: a type alias cannot.
  interface FastifyInstance {
    /** Every uploaded file: the disk under DATA_DIR, or the bucket of STORAGE_URL. */
    storage: ObjectStore;
  }
}

/** The object store of the config, closed with the app. */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const store = createObjectStore(app.config);
    app.decorate('storage', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'storage', dependencies: ['db'] },
);
