// Standalone dev page only; the shell mounts ./App on /admin/dashboard/*.
import { mountStandalone } from '@alumni/shared';
import { App } from './app/App';

mountStandalone({ App, basePath: '/admin/dashboard' });
