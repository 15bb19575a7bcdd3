import { expect, it } from 'vitest';
import {
  captureBootRequests,
  datedBody,
  NAIROBI_DAY,
  NAIROBI_MONTH,
} from '../client/scripts/boot-requests.ts';

const root = `${import.meta.dirname}/..`;

it('writes the day and month in Nairobi as placeholders, and nothing else', () => {
  // 21:30 UTC on 16 February is already the 17th in Nairobi.
  const at = Date.UTC(2026, 1, 16, 21, 30);
  expect(datedBody('{"month":"2026-02","from":"2026-02-01","to":"2026-02-17"}', at)).toBe(
    `{"month":"${NAIROBI_MONTH}","from":"${NAIROBI_MONTH}-01","to":"${NAIROBI_DAY}"}`,
  );
  // The UTC day, a day behind, is not today where the shop is: only its month is.
  expect(datedBody('{"as_of":"2026-02-16"}', at)).toBe(`{"as_of":"${NAIROBI_MONTH}-16"}`);
});

it("sends the Reports screen's VAT return of this month with the page, its month filled in there", async () => {
  const boot = await captureBootRequests(root);
  const reports = boot.routes['/reports'];
  const sent = (reports?.always ?? []).map((index) => boot.requests[index]);
  expect(sent.map((body) => body?.operationName)).toEqual(['CurrentUser', 'VatReturn']);
  expect(sent[1]?.variables).toEqual({ month: NAIROBI_MONTH });
  // A list's first page depends on no day: sent as the screen asks for it.
  const orders = (boot.routes['/orders']?.always ?? []).map((index) => boot.requests[index]);
  expect(JSON.stringify(orders)).not.toContain(NAIROBI_MONTH);
}, 120_000);
