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
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import {
  type InvoicePaymentState,
  type InvoiceStatusEvent,
  type InvoiceStatusValue,
  invoiceStatusMachine,
  type RecordPaymentInput,
} from './invoice-status.machine.ts';
import { invoiceText } from './invoices.messages.ts';

const TOTAL = 100_000; // KSh 1,000.00
const cash: PaymentDetails = { date: '2026-11-20', method: 'cash', reference: null, note: null };

function invoice(status: InvoiceStatusValue, amountPaidCents = 0): InvoicePaymentState {
  return { id: '7', status, totalCents: TOTAL, amountPaidCents };
}

/**
 * The server's rule (api invoice repository): paid once the payments reach the total, else
 * overdue when past due, else partially paid. An overdue invoice stays overdue until paid.
 */
function serverAnswer(before: InvoicePaymentState, amountCents: number): InvoicePaymentState {
  const amountPaidCents = before.amountPaidCents + amountCents;
  const status: InvoiceStatusValue =
    amountPaidCents >= before.totalCents
      ? 'paid'
      : before.status === 'overdue'
        ? 'overdue'
        : 'partially_paid';
  return { ...before, status, amountPaidCents };
}

const unauthenticated: RequestFailure = { kind: 'unauthenticated', message: 'Not signed in' };
const networkDown: RequestFailure = { kind: 'network' };
const refused: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'Payment of KSh 400.00 is more than the balance of KSh 200.00',
};

/** The machine with a save whose answer the test decides; every request is recorded. */
function harness(start: InvoicePaymentState, inspect?: (event: InspectionEvent) => void) {
  const requests: Array<{
    input: RecordPaymentInput;
    answer: PromiseWithResolvers<InvoicePaymentState>;
  }> = [];
  const machine = invoiceStatusMachine.provide({
    actors: {
      recordInvoicePayment: fromPromise<InvoicePaymentState, RecordPaymentInput>(({ input }) => {
        const answer = Promise.withResolvers<InvoicePaymentState>();
        requests.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { invoice: start }, inspect });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no payment was sent');
    return last;
  };
  /** Answers the pending save as the server would. */
  const serverAccepts = async () => {
    const { input, answer } = lastRequest();
    answer.resolve(serverAnswer(actor.getSnapshot().context.invoice, input.amountCents));
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
  return { actor, requests, lastRequest, serverAccepts, serverFails, payPart, markPaid };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invoice status machine', () => {
  it.each([
    ['unpaid', 0],
    ['partially_paid', 30_000],
    ['overdue', 0],
    ['overdue', 30_000],
    ['paid', TOTAL],
  ] as const)('starts in the status the server sent: %s (paid %i cents)', (status, paid) => {
    const { actor } = harness(invoice(status, paid));
    expect(actor.getSnapshot().value).toBe(status);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, notice: null });
  });

  it('records a partial payment: saving while in flight, then the status of the answer', async () => {
    const sut = harness(invoice('unpaid'));
    sut.actor.send({ type: 'payment.partial' });
    expect(sut.actor.getSnapshot().value).toBe('enteringPayment');
    sut.actor.send({ type: 'payment.submit', amountCents: 40_000, details: cash });
    expect(sut.actor.getSnapshot().value).toBe('recordingPayment');
    expect(sut.lastRequest().input).toMatchObject({
      invoiceId: '7',
      amountCents: 40_000,
      details: cash,
    });
    await sut.serverAccepts();
    const { value, context } = sut.actor.getSnapshot();
    expect(value).toBe('partially_paid');
    expect(context.invoice.amountPaidCents).toBe(40_000);
    expect(context.notice).toBe('Payment of KSh 400.00 recorded.');
    expect(context.error).toBeNull();
  });

  it('keeps an overdue invoice overdue after a partial payment, and paid once paid in full', async () => {
    const sut = harness(invoice('overdue'));
    sut.payPart(40_000);
    await sut.serverAccepts();
    expect(sut.actor.getSnapshot().value).toBe('overdue');
    sut.payPart(60_000);
    await sut.serverAccepts();
    expect(sut.actor.getSnapshot().value).toBe('paid');
    expect(sut.actor.getSnapshot().context.invoice.amountPaidCents).toBe(TOTAL);
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
    expect(sut.actor.getSnapshot().context.notice).toBe('Invoice marked as paid.');
  });

  it('takes the status from the answer, not from its own arithmetic', async () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(10_000);
    // The due date passed while the payment was on its way: the server says overdue.
    sut.lastRequest().answer.resolve({ ...invoice('overdue', 10_000) });
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('overdue');
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
      expect(value).toBe('enteringPayment');
      expect(context.invoice.amountPaidCents).toBe(30_000);
      expect(context).toMatchObject({ error: text, notice: null });
      sut.actor.send({ type: 'payment.cancel' });
      expect(sut.actor.getSnapshot().value).toBe('partially_paid');
      expect(sut.actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('returns to overdue when marking an overdue invoice paid fails and is cancelled', async () => {
    const sut = harness(invoice('overdue'));
    sut.markPaid();
    await sut.serverFails(networkDown);
    expect(sut.actor.getSnapshot().value).toBe('confirmingMarkPaid');
    sut.actor.send({ type: 'payment.cancel' });
    expect(sut.actor.getSnapshot().value).toBe('overdue');
  });

  it('sends nothing when the invoice was paid elsewhere while Mark paid was asking', () => {
    const sut = harness(invoice('unpaid'));
    sut.actor.send({ type: 'payment.markPaid' });
    sut.actor.send({ type: 'invoice.sync', invoice: invoice('paid', TOTAL) });
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
      expect(sut.actor.getSnapshot().value).toBe('enteringPayment');
      expect(sut.actor.getSnapshot().context.error).toBe(invoiceText.invalidAmount);
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
    sut.actor.send({ type: 'invoice.sync', invoice: invoice('overdue') });
    expect(sut.actor.getSnapshot().value).toBe('overdue');

    sut.payPart(100);
    sut.actor.send({ type: 'invoice.sync', invoice: invoice('unpaid') });
    expect(sut.actor.getSnapshot().value).toBe('recordingPayment');
    await sut.serverAccepts();
    expect(sut.actor.getSnapshot().value).toBe('overdue');
  });

  it('clears its messages on dismiss', async () => {
    const sut = harness(invoice('unpaid'));
    sut.payPart(0);
    expect(sut.actor.getSnapshot().context.error).not.toBeNull();
    sut.actor.send({ type: 'message.dismiss' });
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: null, notice: null });
  });
});

/*
 * Model-based: xstate/graph walks the statechart from every status an invoice can load in.
 * For every edge of the graph (every event in every state, ignored ones included) the
 * shortest path to its source plus that edge is replayed on a real actor whose save the test
 * answers the way the server would. The last test fails as soon as a state or a transition of
 * the machine is no longer reached.
 */
type StatusSnapshot = SnapshotFrom<typeof invoiceStatusMachine>;
type ModelEvent = { type: string; [key: string]: unknown };
// The model also sends the events the machine raises itself (the save's done and error).
const modelLogic = invoiceStatusMachine as unknown as ActorLogic<
  StatusSnapshot,
  ModelEvent,
  { invoice: InvoicePaymentState }
>;

const startingPoints: Record<string, InvoicePaymentState> = {
  unpaid: invoice('unpaid'),
  partially_paid: invoice('partially_paid', 30_000),
  overdue: invoice('overdue'),
  paid: invoice('paid', TOTAL),
  void: invoice('void'),
};

function modelEvents(snapshot: StatusSnapshot): ModelEvent[] {
  const { invoice: current, attempt } = snapshot.context;
  if (snapshot.matches('recordingPayment') || snapshot.matches('markingPaid')) {
    const src = snapshot.matches('recordingPayment') ? 'recordInvoicePayment' : 'markPaid';
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
      type: 'invoice.sync',
      invoice: {
        ...current,
        status: current.status === 'paid' || current.status === 'void' ? current.status : 'overdue',
      },
    },
    // Voided at another till (the spec's delete) while this screen was open.
    { type: 'invoice.sync', invoice: { ...current, status: 'void', amountPaidCents: 0 } },
    // Paid in full at another till while this screen was open.
    { type: 'invoice.sync', invoice: { ...current, status: 'paid', amountPaidCents: TOTAL } },
    { type: 'message.dismiss' },
  ];
}

// What the screen shows; the idempotency key must not multiply the states.
function serializeState(snapshot: StatusSnapshot): string {
  const { invoice: current, error, notice } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    status: current.status,
    paid: current.amountPaidCents,
    error,
    notice,
  });
}

const coverage = createPathCoverage(invoiceStatusMachine, 'invoice status machine');

function edgePaths(start: InvoicePaymentState) {
  const input = { invoice: start };
  const fromState = getInitialSnapshot(invoiceStatusMachine, input) as StatusSnapshot;
  const options = { input, fromState, events: modelEvents, serializeState };
  const model = new TestModel(modelLogic, {
    ...options,
    stateMatcher: (snapshot, key) => snapshot.matches(key as StatusSnapshot['value']),
  });
  return edgeCoveringPaths(model, options);
}

describe('invoice status machine: every path (model-based)', () => {
  for (const [name, start] of Object.entries(startingPoints)) {
    for (const path of edgePaths(start)) {
      it(`from ${name}: ${path.description}`, async () => {
        const sut = harness(start, coverage.inspect);
        const assertSame = (expected: StatusSnapshot) => {
          expect(serializeState(sut.actor.getSnapshot())).toBe(serializeState(expected));
        };
        const answerSave = async ({ event }: { event: ModelEvent }) => {
          if (event.type.startsWith('xstate.done.actor.')) {
            sut.lastRequest().answer.resolve(event.output as InvoicePaymentState);
          } else {
            sut.lastRequest().answer.reject(event.error);
          }
          await settle();
        };
        const send = ({ event }: { event: ModelEvent }) => {
          sut.actor.send(event as InvoiceStatusEvent);
        };
        await path.test({
          events: {
            'payment.partial': send,
            'payment.submit': send,
            'payment.cancel': send,
            'payment.markPaid': send,
            'invoice.sync': send,
            'message.dismiss': send,
            'xstate.done.actor.recordInvoicePayment': answerSave,
            'xstate.error.actor.recordInvoicePayment': answerSave,
            'xstate.done.actor.markPaid': answerSave,
            'xstate.error.actor.markPaid': answerSave,
          },
          states: {
            // In every state the real actor is where the model is, and shows the same.
            unpaid: (expected) => {
              assertSame(expected);
              expect(sut.actor.getSnapshot().context.invoice.amountPaidCents).toBe(0);
            },
            partially_paid: (expected) => {
              assertSame(expected);
              const paid = sut.actor.getSnapshot().context.invoice.amountPaidCents;
              expect(paid).toBeGreaterThan(0);
              expect(paid).toBeLessThan(TOTAL);
            },
            overdue: (expected) => {
              assertSame(expected);
              expect(sut.actor.getSnapshot().context.invoice.amountPaidCents).toBeLessThan(TOTAL);
            },
            paid: (expected) => {
              assertSame(expected);
              expect(sut.actor.getSnapshot().context.invoice.amountPaidCents).toBe(TOTAL);
            },
            enteringPayment: (expected) => assertSame(expected),
            confirmingMarkPaid: (expected) => assertSame(expected),
            recordingPayment: (expected) => {
              assertSame(expected);
              expect(sut.lastRequest().input.amountCents).toBe(40_000);
            },
            markingPaid: (expected) => {
              assertSame(expected);
              const { invoice: current } = sut.actor.getSnapshot().context;
              expect(sut.lastRequest().input.amountCents).toBe(
                current.totalCents - current.amountPaidCents,
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
