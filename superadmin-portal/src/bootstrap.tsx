// Standalone dev page only; the shell mounts ./App on /superAdmin/dashboard/*.
import { mountStandalone } from '@alumni/shared';
import { App } from './app/App';

mountStandalone({ App, basePath: '/superAdmin/dashboard' });
