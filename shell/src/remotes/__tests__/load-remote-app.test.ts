/**
 * @jest-environment node
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const modules: Record<string, unknown> = {};
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (!(id in modules)) throw new Error(`no module ${id}`);
    return modules[id];
  }),
}));
jest.mock('../manifest', () => ({
  loadManifest: jest.fn(async () => true),
  remoteInfo: (name: string) =>
    name === 'admin_portal' ? { entry: '/releases/admin-portal/1.1.0/remoteEntry.js', version: '1.1.0' } : undefined,
}));

import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler } from 'react-router';
import { forgetLoadedRemotes, loadedRemoteBuild, loadedRoutes, loadRemoteApp } from '../load-remote-app';

const App = () => null;
const build = (sharedVersion: string) => ({
  buildInfo: { name: 'admin_portal', version: '1.1.0', sharedVersion, label: 'release-7' },
});

describe('loadRemoteApp', () => {
  beforeEach(() => {
    forgetLoadedRemotes();
    for (const key of Object.keys(modules)) delete modules[key];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('mounts a remote built against the same shared major and keeps its build info', async () => {
    Object.assign(modules, { 'admin_portal/build-info': build('1.0.0'), 'admin_portal/App': { default: App } });
    await expect(loadRemoteApp('admin_portal', { hostSharedVersion: '1.3.0' })).resolves.toBe(App);
    expect(loadedRemoteBuild('admin_portal')).toMatchObject({ sharedVersion: '1.0.0', label: 'release-7' });
  });

  it('refuses a remote built against another shared major before loading its App', async () => {
    Object.assign(modules, { 'admin_portal/build-info': build('2.0.0'), 'admin_portal/App': { default: App } });
    await expect(loadRemoteApp('admin_portal', { hostSharedVersion: '1.0.0' })).rejects.toThrow(
      'built with @alumni/shared 2.0.0',
    );
    const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
    expect(loadRemote.mock.calls.map(([id]) => id)).not.toContain('admin_portal/App');
  });

  it('mounts an older remote without build info, with a warning', async () => {
    Object.assign(modules, { 'admin_portal/App': { App } });
    await expect(loadRemoteApp('admin_portal', { hostSharedVersion: '1.0.0' })).resolves.toBe(App);
    expect(console.warn).toHaveBeenCalled();
  });

  it('fails for a remote missing from the manifest', async () => {
    await expect(loadRemoteApp('nope')).rejects.toThrow('No entry for remote "nope"');
  });

  it("keeps a remote's routes, and makes one from an older release's pageQueries so a rollback still renders its data", async () => {
    const routes = [{ path: '/', loader: async () => null }];
    Object.assign(modules, { 'admin_portal/build-info': build('1.0.0'), 'admin_portal/App': { App, routes } });
    await loadRemoteApp('admin_portal', { hostSharedVersion: '1.0.0' });
    expect(loadedRoutes('admin_portal')).toBe(routes);

    forgetLoadedRemotes();
    const pageQueries = jest.fn((url: string) => [{ queryKey: ['page', url], queryFn: async () => `data of ${url}` }]);
    Object.assign(modules, { 'admin_portal/App': { App, pageQueries } });
    await loadRemoteApp('admin_portal', { hostSharedVersion: '1.0.0' });
    const queryClient = new QueryClient();
    const older = loadedRoutes('admin_portal') ?? [];
    await createStaticHandler(older).query(new Request('http://server.invalid/associations?page=2'), {
      requestContext: { queryClient },
    });
    expect(queryClient.getQueryData(['page', '/associations?page=2'])).toBe('data of /associations?page=2');
  });
});
