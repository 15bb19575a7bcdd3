import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';
import { insertRow } from './insert-row.ts';

describeEachDatabase('insertRow', (api) => {
  it('answers the id the database gave the row, a new one each time', async () => {
    const supplier = { contact: '+254 722 000 111', address: null, created_at: '2026-01-05' };
    const first = await insertRow(api().db, 'suppliers', { ...supplier, name: 'Mabati Rolling' });
    const second = await insertRow(api().db, 'suppliers', {
      ...supplier,
      name: 'Athi River Steel',
    });
    expect(second).not.toBe(first);
    const names = await api()
      .db.selectFrom('suppliers')
      .select(['id', 'name'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(names).toEqual([
      { id: first, name: 'Mabati Rolling' },
      { id: second, name: 'Athi River Steel' },
    ]);
  });
});
