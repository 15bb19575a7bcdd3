import { describe, expect, it } from 'vitest';
import { readTestSources, sortPropertyFiles } from './test-deep.ts';

describe('the property tests `npm run test:deep` runs', () => {
  it('are every test file using fast-check: each takes its depth and seed from property-depth.ts', async () => {
    const { found, unmanaged } = sortPropertyFiles(await readTestSources());
    expect(unmanaged).toEqual([]);
    // Both sides: the API's database properties, and the client's.
    expect(found).toContain('api/src/payments/payment-ledger.property.test.ts');
    expect(found).toContain('client/src/shared/money/cents.test.ts');
  });

  it('tells apart a property test, one through the lanes, one without a depth, and none', () => {
    const sources = new Map([
      [
        'a.test.ts',
        "import fc from 'fast-check';\nimport { x } from '../testing/property-depth.ts';",
      ],
      ['b.test.ts', "import fc from 'fast-check';\nimport { y } from '../test/property-lanes.ts';"],
      ['c.test.ts', "import fc from 'fast-check';"],
      ['d.test.ts', "import { it } from 'vitest';"],
      // A test about imports, whose samples name fast-check in strings.
      ['e.test.ts', `const sample = "import fc from 'fast-check';";`],
    ]);
    expect(sortPropertyFiles(sources)).toEqual({
      found: ['a.test.ts', 'b.test.ts'],
      unmanaged: ['c.test.ts'],
    });
  });
});
