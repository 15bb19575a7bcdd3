import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../testing/property-depth.ts';
import { statusFromReceipts, whyNotCancellable } from './purchase-order-status.ts';

const line = fc.record({
  quantity_milli: fc.integer({ min: 1, max: 100_000 }),
  received_milli: fc.integer({ min: 0, max: 150_000 }),
});

describe('statusFromReceipts', () => {
  it('reads the status from the received quantities alone', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(line, { minLength: 1, maxLength: 6 }),
        (cancelled, sent, lines) => {
          const status = statusFromReceipts({ cancelled, sent }, lines);
          const full = lines.every((l) => l.received_milli >= l.quantity_milli);
          const any = lines.some((l) => l.received_milli > 0);
          if (cancelled) return status === 'cancelled';
          if (full) return status === 'received';
          if (any) return status === 'partially_received';
          return status === (sent ? 'sent' : 'draft');
        },
      ),
      propertyParameters(2_000),
    );
  });

  it('says 12 of 20 is partially received, and why such an order cannot be cancelled', () => {
    const lines = [{ quantity_milli: 20_000, received_milli: 12_000 }];
    expect(statusFromReceipts({ cancelled: false, sent: true }, lines)).toBe('partially_received');
    expect(whyNotCancellable('partially_received', 'PO-000007')).toBe(
      'PO-000007 cannot be cancelled: goods have been received against it. Reverse its deliveries first.',
    );
    expect(whyNotCancellable('sent', 'PO-000007')).toBeNull();
  });
});
