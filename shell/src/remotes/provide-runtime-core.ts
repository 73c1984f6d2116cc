/*
 * The shell's federation runtime, handed to the portals (a runtime plugin of the shell's browser build,
 * shared/build/webpack.cjs). A portal's browser build leaves Module Federation's runtime out of its
 * remoteEntry.js (the `externalRuntime` experiment) and takes the one the shell runs, as it takes the shell's
 * React: 16 KB gzip less in every remote entry a page loads. The federation plugin's own provider
 * (`provideExternalRuntime`) would add a second, CommonJS copy of the whole runtime to main.js (22 KB gzip);
 * this hands over the copy the shell already has (0.5 KB gzip more).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The global a remote built with `externalRuntime` reads the runtime from (the federation plugin's name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'alumni-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.CurrentGlobal as Record<string, unknown>;
      // The first host's runtime stays: remotes already started hold on to it.
      global[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
