import { z } from 'zod';
import { OSCU_CALLS, type OscuCall } from './oscu-handlers.ts';

/** What a test can make KRA do wrong, and the queue of those still to happen. */

export type KraFault =
  /** Saves the invoice, then holds the answer for `holdMs`: past any client's timeout. */
  | { fault: 'timeout-after-save'; count?: number; holdMs?: number; call?: OscuCall }
  /** Answers 910 without looking at the request. */
  | { fault: '910'; count?: number; message?: string; call?: OscuCall }
  /** Answers 994 without looking at the request. */
  | { fault: '994'; count?: number; call?: OscuCall }
  /** Every OSCU call fails until the faults are cleared: the connection is reset, or 503. */
  | { fault: 'down'; answer?: 'reset' | '503' };

export const FaultRequest = z.discriminatedUnion('fault', [
  z.object({
    fault: z.literal('timeout-after-save'),
    count: z.number().int().positive().optional(),
    holdMs: z.number().int().positive().optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({
    fault: z.literal('910'),
    count: z.number().int().positive().optional(),
    message: z.string().min(1).optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({
    fault: z.literal('994'),
    count: z.number().int().positive().optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({ fault: z.literal('down'), answer: z.enum(['reset', '503']).optional() }),
]);

export const FAULT_NAMES = ['timeout-after-save', '910', '994', 'down'];

/** A fault still to happen, with how many more calls it takes. */
export type PendingFault = KraFault & { remaining: number };

export class FaultQueue {
  private pending: PendingFault[] = [];

  inject(fault: KraFault) {
    const parsed = FaultRequest.parse(fault);
    if (parsed.fault === 'down') {
      this.pending = [
        ...this.pending.filter((each) => each.fault !== 'down'),
        { ...parsed, remaining: 1 },
      ];
    } else {
      this.pending.push({ ...parsed, remaining: parsed.count ?? 1 });
    }
  }

  clear() {
    this.pending = [];
  }

  list(): PendingFault[] {
    return this.pending.map((fault) => ({ ...fault }));
  }

  /** The fault this call meets, used up by one; `down` stays until cleared. */
  take(call: OscuCall): KraFault | undefined {
    const down = this.pending.find((fault) => fault.fault === 'down');
    if (down) return down;
    const index = this.pending.findIndex(
      (fault) => fault.fault !== 'down' && (fault.call ?? 'saveTrnsSalesOsdc') === call,
    );
    if (index === -1) return undefined;
    const fault = this.pending[index]!;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.pending.splice(index, 1);
    return fault;
  }
}
