// `npm start`: install what is missing, build what is stale, then serve the whole site on one port
// (API, shell, remotes, media) with the embedded database; the server migrates and seeds.
// Each step is skipped when nothing changed (lock file older than node_modules, builds newer than sources).
import { buildStaleFrontends, ensureInstalled } from './lib.mjs';
import { runServer } from './server-process.mjs';

ensureInstalled();
buildStaleFrontends();
runServer();
