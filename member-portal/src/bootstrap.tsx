// Standalone dev page only; the shell mounts ./App on /user/dashboard/*.
import { mountStandalone } from '@alumni/shared';
import { App } from './app/App';

mountStandalone({ App, basePath: '/user/dashboard' });
