import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  createSalePaymentActors,
  type InvoiceBalance,
  invoiceSale,
} from '../../shared/payments/sale-payment.actors.ts';
import type { PaymentSaved } from '../../shared/payments/sale-payment.context.ts';
import { salePaymentMachine } from '../../shared/payments/sale-payment.machine.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';

/**
 * Runs the sale's payment machine for one invoice with the real record-payment mutation;
 * `onSaved` hears of each payment saved (the preview says so).
 */
export function useInvoicePayment(
  invoice: InvoiceBalance,
  /** Read once, by the machine built on the first render. */
  onSaved: (saved: PaymentSaved) => void,
) {
  const client = useApolloClient();
  // Built once per preview: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    salePaymentMachine.provide({
      actors: createSalePaymentActors(client),
      actions: { paymentSaved: (_, saved) => onSaved(saved) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { sale: invoiceSale(invoice) }, inspect });

  // A refetch (Refresh, a reload of the invoice) brings the server's latest word.
  const { id, invoiceNumber, status, total, amountCredited, amountPaid } = invoice;
  useEffect(() => {
    send({
      type: 'sale.sync',
      sale: invoiceSale({ id, invoiceNumber, status, total, amountCredited, amountPaid }),
    });
  }, [send, id, invoiceNumber, status, total, amountCredited, amountPaid]);

  return { snapshot, send };
}
