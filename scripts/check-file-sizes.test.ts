import { describe, expect, it } from 'vitest';
import { JUSTIFIED_EXCEPTIONS, linesOf, MAX_LINES, oversized } from './check-file-sizes.ts';

const sizes = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('production files at most 300 lines', () => {
  it('refuses a production module over the limit, naming it and its length', () => {
    expect(
      oversized(sizes({ 'api/src/orders/orders.service.ts': 301, 'api/src/app.ts': 120 })),
    ).toEqual(['api/src/orders/orders.service.ts: 301 lines (at most 300)']);
  });

  it('allows modules of up to 300 lines, and leaves tests, generated code, migrations and demo data out', () => {
    expect(
      oversized(
        sizes({
          'server/http-server.ts': MAX_LINES,
          'api/src/orders/orders.test.ts': 900,
          'client/src/features/orders/cart.machine.test.ts': 900,
          'e2e/orders.e2e.ts': 900,
          'bench/list-pages.ts': 900,
          'testing/test-server.ts': 900,
          'api/src/test/test-app.ts': 900,
          'client/src/graphql/schema-types.generated.ts': 9000,
          'api/src/db/migrations/0001-initial.ts': 900,
          'scripts/demo-data.ts': 900,
        }),
      ),
    ).toEqual([]);
  });

  it('gives every exception a reason and keeps the lists short', () => {
    for (const exception of JUSTIFIED_EXCEPTIONS)
      expect(exception.reason.length).toBeGreaterThan(20);
    expect(JUSTIFIED_EXCEPTIONS.length).toBeLessThanOrEqual(5);
  });

  it('counts lines as wc -l does', () => {
    expect(linesOf('')).toBe(0);
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
  });
});
