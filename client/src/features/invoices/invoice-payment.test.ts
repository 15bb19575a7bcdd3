import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  createActor,
  fromPromise,
  getInitialSnapshot,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import type { PaymentDetails } from '../../shared/payments/payment-details.ts';
import type {
  SaleBalance,
  SalePaymentEvent,
  SalePaymentRequest,
  SaleStatus,
} from '../../shared/payments/sale-payment.context.ts';
import { salePaymentMachine } from '../../shared/payments/sale-payment.machine.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { settle } from '../../test/settle.ts';
import { invoiceText, paymentRecordedText } from './invoices.messages.ts';

const TOTAL = 100_000; // KSh 1,000.00
const cash: PaymentDetails = { date: '2026-11-20', method: 'cash', reference: null, note: null };

function invoice(status: SaleStatus, paidCents = 0): SaleBalance {
  return {
    kind: 'invoice',
    id: '7',
    number: 'INV-000007',
    status,
    totalCents: TOTAL,
    creditedCents: 0,
    paidCents,
  };
}

/**
 * The server's rule (api invoice repository): paid once the payments reach the total, else
 * overdue when past due, else partially paid. An overdue invoice stays overdue until paid.
 */
function serverAnswer(before: SaleBalance, amountCents: number): SaleBalance {
  const paidCents = before.paidCents + amountCents;
  const status: SaleStatus =
    paidCents >= before.totalCents
      ? 'paid'
      : before.status === 'overdue'
        ? 'overdue'
        : 'partially_paid';
  return { ...before, status, paidCents };
}

const unauthenticated: RequestFailure = { kind: 'unauthenticated', message: 'Not signed in' };
const networkDown: RequestFailure = { kind: 'network' };
const refused: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'Payment of KSh 400.00 is more than the balance of KSh 200.00',
};

/** The machine with a save whose answer the test decides; every request is recorded. */
function harness(start: SaleBalance, inspect?: (event: InspectionEvent) => void) {
  const requests: Array<{
    input: SalePaymentRequest;
    answer: PromiseWithResolvers<SaleBalance>;
  }> = [];
  /** What the preview says after each payment saved. */
  const notices: string[] = [];
  const machine = salePaymentMachine.provide({
    actors: {
      recordPayment: fromPromise<SaleBalance, SalePaymentRequest>(({ input }) => {
        const answer = Promise.withResolvers<SaleBalance>();
        requests.push({ input, answer });
        return answer.promise;
      }),
    },
    actions: {
      paymentSaved: (_, { amountCents, markedPaid }) =>
        notices.push(markedPaid ? invoiceText.markedPaid : paymentRecordedText(amountCents)),
    },
  });
  const actor = createActor(machine, { input: { sale: start }, inspect });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no payment was sent');
    return last;
  };
  /** Answers the pending save as the server would. */
  const serverAccepts = async () => {
    const { input, answer } = lastRequest();
    answer.resolve(serverAnswer(actor.getSnapshot().context.sale, input.amountCents));
    await settle();
  };
  const serverFails = async (failure: unknown) => {
    lastRequest().answer.reject(failure);
    await settle();
  };
  /** Opens the part-payment dialog and submits an amount, as the preview's buttons do. */
  const payPart = (amountCents: number, details = cash) => {
    actor.send({ type: 'payment.partial' });
    actor.send({ type: 'payment.submit', amountCents, details });
  };
  /** Mark paid, then confirms it. */
  const markPaid = (details = cash) => {
    actor.send({ type: 'payment.markPaid' });
    actor.send({ type: 'payment.submit', amountCents: 0, details });
  };
  /** Where the invoice stands: an owing one's status (unpaid, overdue...), else the state. */
  const standing = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('owing') ? snapshot.context.sale.status : snapshot.value;
  };
  return {
    actor,
    requests,
    notices,
    standing,
    lastRequest,
    serverAccepts,
    serverFails,
    payPart,
    markPaid,
  };
}

describe('an invoice’s payments (the sale payment machine)', () => {
  it.each([
    ['unpaid', 0],
    ['partially_paid', 30_000],
    ['overdue', 0],
    ['overdue', 30_000],
    ['paid', TOTAL],
  ] as const)('starts in the status the server sent: %s (paid %i cents)', (status, paid) => {
    const { actor, standing, notices } = harness(invoice(status, paid));
    expect(standing()).toBe(status);
    expect(actor.getSnapshot().context).toMatchObject({ error: null });
    expect(notices).toEqual([]);
  });

  it('records a partial payment: saving while in flight, then the status of the answer', async () => {
    const sut = harness(invoice('unpaid'));
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.actor.getSnapshot().value).toBe('enteringAmount');
    sut.actor.send({ type: 'payment.submit', amountCents: 40_000, details: cash });
    expect(sut.actor.getSnapshot().value).toBe('savingPartial');
    expect(sut.lastRequest().input).toMatchObject({
      sale: { kind: 'invoice', id: '7' },
      amountCents: 40_000,
      details: cash,
    });
    await sut.serverAccepts();
    const { context } = sut.actor.getSnapshot();
    expect(sut.standing()).toBe('partially_paid');
    expect(context.sale.paidCents).toBe(40_000);
    expect(sut.notices).toEqual(['Payment of KSh 400.00 recorded.']);
    expect(context.error).toBeNull();
  });

  it('keeps an overdue invoice overdue after a partial payment, and paid once paid in full', async () => {
    const sut = harness(invoice('overdue'));
    sut.payPart(40_000);
    await sut.serverAccepts();
    expect(sut.standing()).toBe('overdue');
    sut.payPart(60_000);
    await sut.serverAccepts();
    expect(sut.standing()).toBe('paid');
    expect(sut.actor.getSnapshot().context.sale.paidCents).toBe(TOTAL);
  });

  it('marks paid by paying the balance', async () => {
    const sut = harness(invoice('partially_paid', 30_000));
    sut.actor.send({ type: 'payment.markPaid' });
    // It asks first (naming the balance on screen); nothing is sent yet.
    expect(sut.actor.getSnapshot().value).toBe('confirmingMarkPaid');
    expect(sut.requests).toHaveLength(0);
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: cash });
    expect(sut.actor.getSnapshot().value).toBe('markingPaid');
    expect(sut.lastRequest().input.amountCents).toBe(70_000);
    await sut.serverAccepts();
    expect(sut.actor.getSnapshot().value).toBe('paid');
    expect(sut.notices).toEqual(['Invoice marked as paid.']);
  });

  it('takes the status from the answer, not from its own arithmetic', async () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(10_000);
    // The due date passed while the payment was on its way: the server says overdue.
    sut.lastRequest().answer.resolve({ ...invoice('overdue', 10_000) });
    await settle();
    expect(sut.standing()).toBe('overdue');
  });

  it.each([
    [unauthenticated, 'Authentication required. Please log in again.'],
    [refused, refused.message],
    [networkDown, 'Failed to record payment. Please try again.'],
    [{ kind: 'server' }, 'Failed to record payment. Please try again.'],
    [new Error('a bug'), 'Failed to record payment. Please try again.'],
  ] as Array<[unknown, string]>)(
    'keeps the dialog open on %j, saying "%s"; cancel returns to the status before',
    async (failure, text) => {
      const sut = harness(invoice('partially_paid', 30_000));
      sut.payPart(20_000);
      await sut.serverFails(failure);
      const { value, context } = sut.actor.getSnapshot();
      expect(value).toBe('enteringAmount');
      expect(context.sale.paidCents).toBe(30_000);
      expect(context).toMatchObject({ error: text });
      expect(sut.notices).toEqual([]);
      sut.actor.send({ type: 'payment.cancel' });
      expect(sut.standing()).toBe('partially_paid');
      expect(sut.actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('returns to overdue when marking an overdue invoice paid fails and is cancelled', async () => {
    const sut = harness(invoice('overdue'));
    sut.markPaid();
    await sut.serverFails(networkDown);
    expect(sut.actor.getSnapshot().value).toBe('confirmingMarkPaid');
    sut.actor.send({ type: 'payment.cancel' });
    expect(sut.standing()).toBe('overdue');
  });

  it('sends nothing when the invoice was paid elsewhere while Mark paid was asking', () => {
    const sut = harness(invoice('unpaid'));
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'sale.sync', sale: invoice('paid', TOTAL) });
    sut.actor.send({ type: 'payment.submit', amountCents: 0, details: cash });
    expect(sut.requests).toHaveLength(0);
    expect(sut.actor.getSnapshot().value).toBe('paid');
  });

  it('retries a failed payment with the same idempotency key, and uses a new key for a new payment', async () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(25_000);
    const firstKey = sut.lastRequest().input.idempotencyKey;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    await sut.serverFails(networkDown);

    sut.payPart(25_000);
    expect(sut.lastRequest().input.idempotencyKey).toBe(firstKey);
    await sut.serverAccepts();

    sut.payPart(25_000);
    const secondKey = sut.lastRequest().input.idempotencyKey;
    expect(secondKey).not.toBe(firstKey);
    await sut.serverFails(networkDown);

    // A different amount, or the same amount by another method, is a different payment.
    sut.payPart(10_000);
    const thirdKey = sut.lastRequest().input.idempotencyKey;
    expect(thirdKey).not.toBe(secondKey);
    await sut.serverFails(networkDown);
    sut.payPart(10_000, { ...cash, method: 'mpesa', reference: 'QK1' });
    expect(sut.lastRequest().input.idempotencyKey).not.toBe(thirdKey);
    expect(sut.requests).toHaveLength(5);
  });

  it.each([0, -100, 70_001, 12.5])(
    'refuses an amount of %s cents without a request (balance 700.00)',
    (amountCents) => {
      const sut = harness(invoice('partially_paid', 30_000));
      sut.payPart(amountCents);
      expect(sut.requests).toHaveLength(0);
      expect(sut.actor.getSnapshot().value).toBe('enteringAmount');
      expect(sut.actor.getSnapshot().context.error).toBe(
        'Enter an amount greater than 0 and no more than the balance.',
      );
    },
  );

  it('accepts exactly the balance', () => {
    const sut = harness(invoice('partially_paid', 30_000));
    sut.payPart(70_000);
    expect(sut.requests).toHaveLength(1);
  });

  it('sends nothing for a paid invoice', () => {
    const sut = harness(invoice('paid', TOTAL));
    sut.actor.send({ type: 'payment.markPaid' });
    sut.payPart(100);
    expect(sut.requests).toHaveLength(0);
    expect(sut.actor.getSnapshot().value).toBe('paid');
  });

  it('ignores a second payment while one is being saved', () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(100);
    sut.payPart(100);
    sut.actor.send({ type: 'payment.markPaid' });
    expect(sut.requests).toHaveLength(1);
  });

  it('follows the server on a reload (overdue once the due date passed), but not mid-save', async () => {
    const sut = harness(invoice('unpaid'));
    sut.actor.send({ type: 'sale.sync', sale: invoice('overdue') });
    expect(sut.standing()).toBe('overdue');

    sut.payPart(100);
    sut.actor.send({ type: 'sale.sync', sale: invoice('unpaid') });
    expect(sut.actor.getSnapshot().value).toBe('savingPartial');
    await sut.serverAccepts();
    expect(sut.standing()).toBe('overdue');
  });

  it('clears its message when the dialog is cancelled', async () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(0);
    expect(sut.actor.getSnapshot().context.error).not.toBeNull();
    sut.actor.send({ type: 'payment.cancel' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: null });
    expect(sut.notices).toEqual([]);
  });

  it('asks for the balance less what credit notes took off', () => {
    const sut = harness({ ...invoice('partially_paid', 30_000), creditedCents: 20_000 });
    sut.markPaid();
    expect(sut.lastRequest().input.amountCents).toBe(50_000);
  });
});

/*
 * Model-based: xstate/graph walks the statechart from every status an invoice can load in.
 * For every edge of the graph (every event in every state, ignored ones included) the
 * shortest path to its source plus that edge is replayed on a real actor whose save the test
 * answers the way the server would. The last test fails as soon as a state or a transition of
 * the machine is no longer reached.
 */
type StatusSnapshot = SnapshotFrom<typeof salePaymentMachine>;
type ModelEvent = { type: string; [key: string]: unknown };
// The model also sends the events the machine raises itself (the save's done and error).
const modelLogic = salePaymentMachine as unknown as ActorLogic<
  StatusSnapshot,
  ModelEvent,
  { sale: SaleBalance }
>;

const startingPoints: Record<string, SaleBalance> = {
  unpaid: invoice('unpaid'),
  partially_paid: invoice('partially_paid', 30_000),
  overdue: invoice('overdue'),
  paid: invoice('paid', TOTAL),
  void: invoice('void'),
};

function modelEvents(snapshot: StatusSnapshot): ModelEvent[] {
  const { sale: current, attempt } = snapshot.context;
  if (snapshot.matches('savingPartial') || snapshot.matches('markingPaid')) {
    const src = snapshot.matches('savingPartial') ? 'recordPayment' : 'markPaid';
    return [
      {
        type: `xstate.done.actor.${src}`,
        output: serverAnswer(current, attempt?.amountCents ?? 0),
      },
      { type: `xstate.error.actor.${src}`, error: unauthenticated },
      { type: `xstate.error.actor.${src}`, error: networkDown },
    ];
  }
  return [
    { type: 'payment.partial' },
    { type: 'payment.submit', amountCents: 40_000, details: cash },
    { type: 'payment.submit', amountCents: 0, details: cash },
    { type: 'payment.markPaid' },
    { type: 'payment.cancel' },
    // The due date passes while the invoice is on screen.
    {
      type: 'sale.sync',
      sale: {
        ...current,
        status: current.status === 'paid' || current.status === 'void' ? current.status : 'overdue',
      },
    },
    // Voided at another till (the spec's delete) while this screen was open.
    { type: 'sale.sync', sale: { ...current, status: 'void', paidCents: 0 } },
    // Paid in full at another till while this screen was open.
    { type: 'sale.sync', sale: { ...current, status: 'paid', paidCents: TOTAL } },
  ];
}

// What the screen shows; the idempotency key must not multiply the states.
function serializeState(snapshot: StatusSnapshot): string {
  const { sale: current, error } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    status: current.status,
    paid: current.paidCents,
    error,
  });
}

const coverage = createPathCoverage(salePaymentMachine, 'sale payment machine, for an invoice');

function edgePaths(start: SaleBalance) {
  const input = { sale: start };
  const fromState = getInitialSnapshot(salePaymentMachine, input) as StatusSnapshot;
  const options = { input, fromState, events: modelEvents, serializeState };
  const model = new TestModel(modelLogic, {
    ...options,
    stateMatcher: (snapshot, key) => snapshot.matches(key as StatusSnapshot['value']),
  });
  return edgeCoveringPaths(model, options);
}

describe('an invoice’s payments: every path (model-based)', () => {
  for (const [name, start] of Object.entries(startingPoints)) {
    for (const path of edgePaths(start)) {
      it(`from ${name}: ${path.description}`, async () => {
        const sut = harness(start, coverage.inspect);
        const assertSame = (expected: StatusSnapshot) => {
          expect(serializeState(sut.actor.getSnapshot())).toBe(serializeState(expected));
        };
        const answerSave = async ({ event }: { event: ModelEvent }) => {
          if (event.type.startsWith('xstate.done.actor.')) {
            sut.lastRequest().answer.resolve(event.output as SaleBalance);
          } else {
            sut.lastRequest().answer.reject(event.error);
          }
          await settle();
        };
        const send = ({ event }: { event: ModelEvent }) => {
          sut.actor.send(event as SalePaymentEvent);
        };
        await path.test({
          events: {
            'payment.partial': send,
            'payment.submit': send,
            'payment.cancel': send,
            'payment.markPaid': send,
            'sale.sync': send,
            'xstate.done.actor.recordPayment': answerSave,
            'xstate.error.actor.recordPayment': answerSave,
            'xstate.done.actor.markPaid': answerSave,
            'xstate.error.actor.markPaid': answerSave,
          },
          states: {
            // In every state the real actor is where the model is, and shows the same.
            owing: (expected) => {
              assertSame(expected);
              const { status, paidCents: paid } = sut.actor.getSnapshot().context.sale;
              if (status === 'unpaid') expect(paid).toBe(0);
              if (status === 'partially_paid') expect(paid).toBeGreaterThan(0);
              expect(paid).toBeLessThan(TOTAL);
            },
            paid: (expected) => {
              assertSame(expected);
              expect(sut.actor.getSnapshot().context.sale.paidCents).toBe(TOTAL);
            },
            enteringAmount: (expected) => assertSame(expected),
            confirmingMarkPaid: (expected) => assertSame(expected),
            savingPartial: (expected) => {
              assertSame(expected);
              expect(sut.lastRequest().input.amountCents).toBe(40_000);
            },
            markingPaid: (expected) => {
              assertSame(expected);
              const { sale: current } = sut.actor.getSnapshot().context;
              expect(sut.lastRequest().input.amountCents).toBe(
                current.totalCents - current.paidCents,
              );
            },
          },
        });
        sut.actor.stop();
      });
    }
  }

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary());
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
