// Standalone dev page only; the shell mounts ./App on its catch-all route for the public paths.
import { mountStandalone } from '@alumni/shared';
import { App } from './app/App';

mountStandalone({ App, basePath: '/' });
