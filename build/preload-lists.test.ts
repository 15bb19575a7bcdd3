import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { preloadLists } from './preload-lists.ts';

/** A bundle as Rolldown hands it over, with only what the preload lists read. */
function bundleOf(
  chunks: {
    fileName: string;
    module?: string;
    entry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    bytes?: number;
  }[],
): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const chunk of chunks) {
    bundle[chunk.fileName] = {
      type: 'chunk',
      fileName: chunk.fileName,
      facadeModuleId: chunk.module ? `/shop/client/${chunk.module}` : null,
      isEntry: chunk.entry === true,
      isDynamicEntry: chunk.module !== undefined && chunk.entry !== true,
      imports: chunk.imports ?? [],
      dynamicImports: chunk.dynamicImports ?? [],
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
      code: 'x'.repeat(chunk.bytes ?? 10),
    };
    for (const css of chunk.css ?? []) bundle[css] = { type: 'asset', source: 'x' };
  }
  return bundle as Rolldown.OutputBundle;
}

const bundle = bundleOf([
  { fileName: 'index.js', module: 'index.html', entry: true, imports: ['react.js'] },
  { fileName: 'react.js', bytes: 100 },
  { fileName: 'apollo.js', module: 'src/app/apollo-client.ts', imports: ['react.js'] },
  { fileName: 'kit.js', bytes: 50, css: ['kit.css'] },
  {
    fileName: 'orders.js',
    module: 'src/features/orders/orders-page.tsx',
    imports: ['kit.js', 'react.js'],
    dynamicImports: ['dialog.js'],
  },
  { fileName: 'dialog.js', module: 'src/features/orders/new-order-dialog.tsx' },
  {
    fileName: 'reports.js',
    module: 'src/features/reports/reports-page.tsx',
    imports: ['kit.js'],
    css: ['reports.css'],
    dynamicImports: ['charts.js', 'dialog.js'],
  },
  {
    fileName: 'charts.js',
    module: 'src/features/reports/report-charts.tsx',
    imports: ['recharts.js', 'kit.js'],
  },
  { fileName: 'recharts.js', bytes: 500 },
]);

it("lists each screen's chunk with what it imports beyond the entry, largest first", () => {
  const lists = preloadLists(bundle);
  expect(lists?.shared).toEqual(['/apollo.js']);
  // A lazy chunk the screen may never start (a dialog) is left to be asked for when it is.
  expect(lists?.routes['/orders']).toEqual(['/kit.js', '/orders.js', '/kit.css']);
});

it("asks for the Reports screen's charts with its own files, after them", () => {
  expect(preloadLists(bundle)?.routes['/reports']).toEqual([
    '/kit.js',
    '/reports.js',
    '/reports.css',
    '/kit.css',
    '/recharts.js',
    '/charts.js',
  ]);
});

it('has nothing to list without the app page among the entries', () => {
  expect(preloadLists(bundleOf([{ fileName: 'viewer.js', entry: true }]))).toBeNull();
});
