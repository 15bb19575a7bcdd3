import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Every built text file of 1 KiB or more also as `.br` (brotli at its best, 11) and `.gz`: the
 * server sends those to browsers that take them (serveStatic's `precompressed`), so the app's
 * scripts cost no compression per visit and arrive smaller than a per-request encoder makes them.
 */
export function precompress(): Plugin {
  return {
    name: 'ghala-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|json|txt|map)$/.test(file)) continue;
        const path = join(options.dir ?? '', file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
