import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MediaStore } from '../modules/media/media.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
  interface FastifyInstance {
    /** Stores uploads under DATA_DIR/media (served at /media/). */
    mediaStore: MediaStore;
  }
}

/** Uploaded files from DATA_DIR/media at /media/, never sniffed into another type. */
export const mediaPlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string }) => {
    const root = path.join(opts.dataDir, 'media');
    mkdirSync(root, { recursive: true });
    app.decorate('mediaStore', new MediaStore(root));
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      index: false,
      decorateReply: false,
      // Proof documents are private (served only by the API to their owner and the admins).
      allowedPath: (pathName) => !/^\/*proof-documents(\/|$)/i.test(pathName),
      setHeaders(res) {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  },
  { name: 'media' },
);
