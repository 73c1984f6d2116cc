// `npm run build:web`: build every frontend whose sources changed (`--force` builds all).
import { buildStaleFrontends, ensureInstalled } from './lib.mjs';

ensureInstalled();
buildStaleFrontends({ force: process.argv.includes('--force') });
