// Writes first-load.json beside the host's index.html: the JavaScript files every page of the shell
// runs before it can render, in the order they are reached: the entry (main.js), the chunks of the
// entry's `import('./bootstrap')` (and of the bootstrap's own import() calls, if it makes any), and,
// transitively, the chunks of each shared module those consume (React, the kits, @alumni/shared...).
// Not the chunks the app imports lazily further down (a dashboard, a drawer, a dialog), nor shared
// modules provided but not consumed on the way. The server turns the list into
// preload hints (web/src/preload.ts), so the browser fetches these files beside main.js
// instead of one round trip after another.
const FILE = 'first-load.json';

class FirstLoadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const files = [];
          const seen = new Set();
          // Modules whose import() are part of the first load: the entries, and the modules they import (the bootstrap).
          // Checked against each import()'s own module (`block.parent`): a concatenated module carries the
          // lazy imports of every module concatenated into it, and those are not part of the first load.
          const starters = new Set();
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const chunk of entrypoint.chunks) {
              for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
                starters.add(module.rootModule ?? module);
            }
          }
          for (const entry of [...starters]) {
            for (const block of entry.blocks)
              for (const dep of block.dependencies) starters.add(moduleGraph.getModule(dep));
          }
          // A consumed shared module runs the module its build provides under the same key (the host's own
          // copy), not the consume's fallback chunk (webpack emits both): follow the provider.
          const providers = new Map();
          for (const module of compilation.modules) {
            if (module.type === 'provide-module') providers.set(module._name, module);
          }
          const visit = (group) => {
            if (seen.has(group)) return;
            seen.add(group);
            const next = [];
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                // The entry's and the bootstrap's imports, and each consumed shared module's fallback.
                const isConsume = module.type === 'consume-shared-module';
                const owner = (isConsume && providers.get(module.options.shareKey)) || module;
                for (const block of owner.blocks) {
                  if (!isConsume && !starters.has(block.parent)) continue;
                  const target = chunkGraph.getBlockChunkGroup(block);
                  if (target) next.push(target);
                }
              }
            }
            next.forEach(visit);
          };
          for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint);
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstLoadPlugin };
