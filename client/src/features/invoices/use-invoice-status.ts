import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { InvoiceSummaryFragment } from '../../graphql/operations.generated.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { createInvoiceStatusActors, toPaymentState } from './invoice-status.actors.ts';
import { invoiceStatusMachine } from './invoice-status.machine.ts';

/** Runs the invoice-status machine for one invoice with the real record-payment mutation. */
export function useInvoiceStatus(invoice: InvoiceSummaryFragment) {
  const client = useApolloClient();
  // Built once per preview: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    invoiceStatusMachine.provide({ actors: createInvoiceStatusActors(client) }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { invoice: toPaymentState(invoice) },
    inspect,
  });

  // A refetch (Refresh, a reload of the invoice) brings the server's latest word.
  const { id, status, total, amountPaid } = invoice;
  useEffect(() => {
    send({ type: 'invoice.sync', invoice: toPaymentState({ id, status, total, amountPaid }) });
  }, [send, id, status, total, amountPaid]);

  return { snapshot, send };
}
