// `npm run build`: every frontend, once, from scratch (what `npm run serve` and the Dockerfile serve).
// The API runs its TypeScript through tsx: it has nothing to build.
import { buildStaleFrontends } from './lib.mjs';

buildStaleFrontends({ force: true });
