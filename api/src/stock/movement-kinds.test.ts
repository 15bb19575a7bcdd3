import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_LABELS } from './stock.service.ts';
import { MOVEMENT_KINDS } from './stock-ledger.ts';

/**
 * Every kind of movement the API writes must be one GraphQL can answer: a kind missing from the
 * schema's enum would make an item's ledger fail to load on the Stock screen.
 */
describe('stock movement kinds', () => {
  it('are the same in the API, its labels and the GraphQL schema', () => {
    const schema = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const block = /enum StockMovementKind \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const inSchema = block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[a-z_]+$/.test(line));
    expect(inSchema.sort()).toEqual([...MOVEMENT_KINDS].sort());
    expect(Object.keys(MOVEMENT_LABELS).sort()).toEqual([...MOVEMENT_KINDS].sort());
  });
});
