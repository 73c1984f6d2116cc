import { afterEach, describe, expect, it } from '@jest/globals';
import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore, { RUNTIME_CORE_GLOBAL } from '../provide-runtime-core';

type Init = Parameters<NonNullable<ReturnType<typeof provideRuntimeCore>['beforeInit']>>[0];
const global = globalThis as Record<string, unknown>;

describe('provideRuntimeCore', () => {
  afterEach(() => {
    delete global[RUNTIME_CORE_GLOBAL];
  });

  it('hands the shell runtime to the remotes before the host starts, and passes the options on unchanged', () => {
    const args = { options: { name: 'shell' } } as unknown as Init;
    expect(global[RUNTIME_CORE_GLOBAL]).toBeUndefined();
    expect(provideRuntimeCore().beforeInit?.(args)).toBe(args);
    const provided = global[RUNTIME_CORE_GLOBAL] as typeof runtimeCore;
    // The shell's own runtime, not a copy. What a remote entry built with `externalRuntime` calls on it (read off
    // the public site's remoteEntry.js) is there.
    expect(provided.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    for (const name of [
      'ModuleFederation',
      'Module',
      'helpers',
      'getRemoteEntry',
      'getRemoteInfo',
      'loadScript',
      'satisfy',
      'assert',
      'registerGlobalPlugins',
      'getGlobalFederationConstructor',
      'setGlobalFederationConstructor',
      'setGlobalFederationInstance',
    ] as const)
      expect(provided[name]).toBe(runtimeCore[name]);
    expect(provided.CurrentGlobal).toBe(globalThis);
  });

  it('keeps the runtime already handed over: remotes that started hold on to it', () => {
    const first = { marker: 'the first host runtime' };
    global[RUNTIME_CORE_GLOBAL] = first;
    provideRuntimeCore().beforeInit?.({ options: { name: 'shell' } } as unknown as Init);
    expect(global[RUNTIME_CORE_GLOBAL]).toBe(first);
  });
});
