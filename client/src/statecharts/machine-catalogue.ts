import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../features/auth/auth.machine.ts';
import { importMachine } from '../features/imports/import.machine.ts';
import { cartMachine } from '../features/orders/cart.machine.ts';
import { quickSaleMachine } from '../features/orders/quick-sale/quick-sale.machine.ts';
import { shiftMachine } from '../features/shifts/shift.machine.ts';
import { outboxMachine } from '../shared/offline/outbox.machine.ts';
import { mpesaPaymentMachine } from '../shared/payments/mpesa-payment.machine.ts';
import { salePaymentMachine } from '../shared/payments/sale-payment.machine.ts';
import type { MermaidOptions } from '../shared/statecharts/mermaid-statechart.ts';

/**
 * Every statechart of the client, for the viewer page (/statecharts) and for
 * `npm run statecharts` (docs/statecharts.md). Plain TypeScript that Node loads as it is: the
 * export script imports it directly. A new machine is registered here, once.
 */
export type CataloguedMachine = {
  machine: AnyStateMachine;
  title: string;
  /** The exported name and file, so a reviewer can find the code. */
  exportName: string;
  source: string;
  /** One line: what the machine is for. */
  purpose: string;
  /** Layout direction that keeps this chart narrowest (checked by eye on the viewer page). */
  direction: MermaidOptions['direction'];
};

export const machineCatalogue: CataloguedMachine[] = [
  {
    machine: authMachine,
    title: 'Auth',
    exportName: 'authMachine',
    source: 'client/src/features/auth/auth.machine.ts',
    direction: 'TB',
    purpose:
      'The login and sign-up forms: the request in flight, the server’s answer, and the two-second pause before a new account goes to the login page.',
  },
  {
    machine: cartMachine,
    title: 'Cart',
    exportName: 'cartMachine',
    source: 'client/src/features/orders/cart.machine.ts',
    direction: 'TB',
    purpose:
      'The create-order form: customer (none chosen: the walk-in), payment method, VAT rate, cart lines (a quantity cut to the stock says so) and what is paid now, started with New Order or from the draft the browser kept, then the submit with one idempotency key per attempt, kept for the retry after a network failure (and across a reload).',
  },
  {
    machine: quickSaleMachine,
    title: 'Quick sale',
    exportName: 'quickSaleMachine',
    source: 'client/src/features/orders/quick-sale/quick-sale.machine.ts',
    direction: 'TB',
    purpose:
      'The counter’s sale, driven by the keyboard and a scanner around the Cart machine it invokes (the lines, the paid-now rules, the request): ringing up as a cash sale to the walk-in paid in full, tendering once cash is handed over (the change shown), saving while the cart’s request is out (refused or unanswered, back to the sale as it was), the receipt offered, then the next customer (closing it, or scanning their first item while it is open).',
  },
  {
    machine: salePaymentMachine,
    title: 'Sale payment',
    exportName: 'salePaymentMachine',
    source: 'client/src/shared/payments/sale-payment.machine.ts',
    direction: 'TB',
    purpose:
      'A sale’s payments, the same for an order (its row on the Orders list) and its invoice (the preview): owing, paid or closed (a cancelled order, a void invoice) as the server derives it; Mark paid asks to confirm the balance, a partial payment asks the amount, each with its date, method and reference, saved to the sale’s payment ledger with one idempotency key per payment. An order’s row starts its machine at the first press of Mark paid or of Partial payment (until then both follow the order’s status); the invoice preview runs it while open.',
  },
  {
    machine: mpesaPaymentMachine,
    title: 'M-Pesa payment',
    exportName: 'mpesaPaymentMachine',
    source: 'client/src/shared/payments/mpesa-payment.machine.ts',
    direction: 'TB',
    purpose:
      'Request M-Pesa payment on an order or an invoice: the phone and the amount checked, the STK push sent with one idempotency key per attempt, then followed live on the customer’s phone until paid, cancelled or failed; without a result in time, M-Pesa’s status query, then still waiting.',
  },
  {
    machine: shiftMachine,
    title: 'Shift',
    exportName: 'shiftMachine',
    source: 'client/src/features/shifts/shift.machine.ts',
    direction: 'TB',
    purpose:
      'A cashier’s drawer: their open shift loaded (one left open from an earlier day included) or none; open with a float; trading, with cash paid in and out by hand, each with a reason; counting the drawer; closed, with the Z report the server fixed. Each write is sent with one idempotency key per attempt, kept for the retry of the same request.',
  },
  {
    machine: outboxMachine,
    title: 'Outbox',
    exportName: 'outboxMachine',
    source: 'client/src/shared/offline/outbox.machine.ts',
    direction: 'TB',
    purpose:
      'Sales made offline, kept on the device: counted, sent in the order they were made (one tab at a time, each under the key made at its tap) when there is a network, waiting for the network when there is none, and backing off (2 s up to a minute) while the server cannot be reached.',
  },
  {
    machine: importMachine,
    title: 'Import',
    exportName: 'importMachine',
    source: 'client/src/features/imports/import.machine.ts',
    direction: 'TB',
    purpose:
      'The Import screen: a kind and a spreadsheet chosen; a dry run that matches its columns and checks every row; the preview, where the match and the choices can change, each change checked again; the whole file imported once no row is bad, under one idempotency key per attempt that a retry keeps; done, or failed when the server could not be reached. A refusal from the server checks the file again, its reason kept on screen.',
  },
];
