// Writes a gzip and a brotli copy beside every text asset at build time, so the server can send
// the smaller file (@fastify/static `preCompressed`) without compressing on each request. It runs
// at OPTIMIZE_TRANSFER, after minifying and the real content hashes, so each copy equals its file.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const gzip = zlib.gzipSync(buffer, { level: 9 });
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), { compressed: true });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
