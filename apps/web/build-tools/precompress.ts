import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below one packet compression saves nothing a round trip would notice. */
const THRESHOLD_BYTES = 1024;

/**
 * Writes name.br (brotli 11) and name.gz (gzip 9) beside each script, stylesheet and SVG of the
 * browser build. The server sends them as they are (@fastify/static preCompressed): the strongest
 * levels cost build time once instead of CPU per request, and brotli 11 is ~12% smaller than gzip on
 * the first-load JavaScript (issue 18 item 8, docs/decisions/025). Node's zlib does the compressing;
 * this only decides which files. The server bundle needs none.
 */
export function precompress(): Plugin {
  return {
    name: 'posylka:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const source = output.type === 'chunk' ? output.code : output.source;
          const bytes = Buffer.from(source);
          if (bytes.length < THRESHOLD_BYTES) return;
          const file = path.join(dir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
