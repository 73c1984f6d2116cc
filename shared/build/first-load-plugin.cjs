// Writes first-load.json beside the host's index.html: the JavaScript files every page of the shell
// runs before it can render, in the order they are reached: the entry (main.js), the chunks of the
// entry's `import('./bootstrap')` (and of the bootstrap's own import() calls, if it makes any), and,
// transitively, the chunks of each shared module those consume (React, the kits, @alumni/shared...).
// Not the chunks the app imports lazily further down (a dashboard, a drawer, a dialog), nor shared
// modules provided but not consumed on the way. The server turns the list into
// preload hints (web/src/preload.ts), so the browser fetches these files beside main.js
// instead of one round trip after another. It also marks each of them with V8's compile hint (below).
const FILE = 'first-load.json';
/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file so marked
 * is compiled as the file streams in, on a background thread, instead of on the main thread the first time
 * it is called. Nearly all of a first-load file runs while the page loads, so it goes on those. Measured on
 * `/` (Chromium, CPU 4x; one build with and without the shell's hints, interleaved, 6 loads each, twice):
 * blocking time 542/554 -> 340/350 ms, main-thread time 2205/2041 -> 1700/1897 ms (medians). Must be a
 * file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds `chunk`'s JavaScript files to `files`, each once. */
function addScripts(files, chunk) {
  for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
}

/** The JavaScript files of the first load, in the order they are reached (see the top of this file). */
function firstLoadFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const files = [];
  const seen = new Set();
  // Modules whose import() are part of the first load: the entries, and the modules they import (the bootstrap).
  // Checked against each import()'s own module (`block.parent`): a concatenated module carries the
  // lazy imports of every module concatenated into it, and those are not part of the first load.
  const starters = new Set();
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks)
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) starters.add(module.rootModule ?? module);
  for (const entry of [...starters])
    for (const block of entry.blocks) for (const dep of block.dependencies) starters.add(moduleGraph.getModule(dep));
  // A consumed shared module runs the module its build provides under the same key (the host's own
  // copy), not the consume's fallback chunk (webpack emits both): follow the provider. Both point at the
  // module they share through their dependencies (the module graph's public API): a provider is found by it.
  const sharedTarget = (module) => {
    const dependency = module.dependencies[0] ?? module.blocks[0]?.dependencies[0];
    return dependency ? moduleGraph.getModule(dependency) : null;
  };
  const providers = new Map();
  for (const module of compilation.modules) {
    const target = module.type === 'provide-module' ? sharedTarget(module) : null;
    if (target) providers.set(target, module);
  }
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    const next = [];
    for (const chunk of group.chunks) {
      addScripts(files, chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // The entry's and the bootstrap's imports, and each consumed shared module's fallback.
        const isConsume = module.type === 'consume-shared-module';
        const owner = (isConsume && providers.get(sharedTarget(module))) || module;
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
  return files;
}

/**
 * A portal's first files, as the shell loads them when a page of the portal opens: its remoteEntry.js (the
 * `container` entry) and the chunks of each module it exposes (App, menu, build-info). Not what those
 * import lazily further down (a page of its own, a dialog), nor the portal's copies of the shared packages
 * (the shell's, loaded first, are the ones that run). The public site's, marked beside the shell's: V8's
 * main-thread compiling while `/` loads (CPU 4x, 5 loads each, twice) 196/186 -> 124/106 ms (medians).
 */
function remoteFirstFiles(compilation, container) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(container);
  if (!entrypoint) throw new Error(`FirstLoadPlugin: the build has no "${container}" entry`);
  const files = [];
  const groups = [entrypoint];
  for (const chunk of entrypoint.chunks)
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
      for (const block of module.blocks) {
        const exposed = chunkGraph.getBlockChunkGroup(block);
        if (exposed) groups.push(exposed);
      }
  for (const group of groups) for (const chunk of group.chunks) addScripts(files, chunk);
  return files;
}

/**
 * The host's build (no options): first-load.json, and the compile hint on each file it lists. A portal's
 * build (`container`: its federation name): the compile hint on its first files (the server names them in
 * preload hints from the portal's mf-manifest.json).
 */
class FirstLoadPlugin {
  constructor({ container } = {}) {
    this.container = container;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { container } = this;
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      // After minifying (which drops comments), before the content hashes and the compressed copies.
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const files = container ? remoteFirstFiles(compilation, container) : firstLoadFiles(compilation);
          for (const file of files)
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
      if (container) return;
      // The list under the files' final (hashed) names.
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = firstLoadFiles(compilation);
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstLoadPlugin, COMPILE_HINT };
