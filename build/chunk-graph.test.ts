import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { appEntryChunk, withStaticImports } from './chunk-graph.ts';

const chunk = (fileName: string, more: Partial<Rolldown.OutputChunk> = {}) =>
  [
    fileName,
    { fileName, isEntry: false, facadeModuleId: null, imports: [], ...more },
  ] as unknown as [string, Rolldown.OutputChunk];

it("finds the app page's entry, not the statechart viewer's", () => {
  const chunks = new Map([
    chunk('viewer.js', { isEntry: true, facadeModuleId: '/shop/client/statecharts.html' }),
    chunk('index.js', { isEntry: true, facadeModuleId: '/shop/client/index.html' }),
  ]);
  expect(appEntryChunk(chunks)?.fileName).toBe('index.js');
  expect(appEntryChunk(new Map([chunk('viewer.js')]))).toBeUndefined();
});

it('follows static imports through each other, once each, and leaves lazy ones', () => {
  const chunks = new Map([
    chunk('a.js', { imports: ['b.js'], dynamicImports: ['lazy.js'] }),
    chunk('b.js', { imports: ['c.js', 'a.js'] }),
    chunk('c.js'),
    chunk('lazy.js'),
  ]);
  expect([...withStaticImports(chunks, 'a.js')]).toEqual(['a.js', 'b.js', 'c.js']);
  // Into a set already holding some: those are not walked again.
  expect([...withStaticImports(chunks, 'a.js', new Set(['b.js']))]).toEqual(['b.js', 'a.js']);
});
