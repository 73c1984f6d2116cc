import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../../lib/errors';
import { MediaStore } from './media.service';
import { isSafeKey } from '../../storage/object-store';
import { sendObject } from '../../storage/serve-object';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks and stores uploads under `media/` in the store (served at /media/). */
    mediaStore: MediaStore;
  }
}

// Proof documents are private (served only by the API to their owner and the admins), wherever they are.
const PRIVATE_FOLDER = /^proof-documents$/i;

/**
 * Uploaded files at /media/, streamed from the store (so any instance serves what another received),
 * cached an hour by browsers and never sniffed into another type.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('mediaStore', new MediaStore(app.storage));
    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!isSafeKey(name) || PRIVATE_FOLDER.test(name.split('/')[0])) throw new NotFoundError();
      const object = await app.storage.get(`media/${name}`);
      if (!object) throw new NotFoundError();
      return sendObject(request, reply, object, 'public, max-age=3600');
    });
  },
  { name: 'media', dependencies: ['storage'] },
);
