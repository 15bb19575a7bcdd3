import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { formatCents } from '../money/money-format.ts';
import { inspect } from '../statecharts/inspection-relay.ts';
import { BusyButton } from '../ui/busy-button.tsx';
import { DialogCancelButton, ModalDialog } from '../ui/modal-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useChangedSinceOpening } from '../ui/use-changed-since-opening.ts';
import { MpesaInvoiceContactDocument, MpesaOrderContactDocument } from './mpesa.generated.ts';
import { MpesaCodeField } from './mpesa-code-field.tsx';
import { createMpesaPaymentActors, MPESA_POLL_MS } from './mpesa-payment.actors.ts';
import type { MpesaDocument, MpesaRequestView } from './mpesa-payment.context.ts';
import { formatMpesaPhone, phoneFromContact } from './mpesa-payment.fields.ts';
import { mpesaPaymentMachine } from './mpesa-payment.machine.ts';
import {
  centsLeftText,
  mpesaText,
  paidText,
  receiptAwaitedText,
  sendingText,
  waitingText,
} from './mpesa-payment.messages.ts';
import './mpesa-payment-dialog.css';

type MpesaPaymentDialogProps = {
  /** The order or invoice asked for, with its balance; its number is the account reference. */
  document: MpesaDocument;
  onClose: () => void;
  /** Once M-Pesa's result says paid (the document's payments are refreshed already). */
  onPaid?: (request: MpesaRequestView) => void;
  /** How often a waiting request is read again; tests may make it quicker. */
  pollMs?: number;
};

/**
 * "Request M-Pesa payment": the customer's phone (their contact's Safaricom number, if it has
 * one) and the amount (the balance in whole shillings), then the request followed live on the
 * phone until M-Pesa answers. Render it only while open: each opening is a new request.
 * Closing while the phone is asked leaves the request running; the payment is recorded on the
 * document whenever the customer pays.
 */
export function MpesaPaymentDialog(props: MpesaPaymentDialogProps) {
  const { kind, id } = props.document;
  const order = useQuery(MpesaOrderContactDocument, {
    variables: { id },
    skip: kind !== 'order',
  });
  const invoice = useQuery(MpesaInvoiceContactDocument, {
    variables: { id },
    skip: kind !== 'invoice',
  });
  const contact = kind === 'order' ? order : invoice;
  // The phone field starts from the contact, so the form waits for it (a failed read: empty).
  if (contact.loading && !contact.data) {
    return (
      <ModalDialog open title={mpesaText.title} onClose={props.onClose} size="small">
        <p role="status">Loading...</p>
      </ModalDialog>
    );
  }
  const customerContact =
    order.data?.order?.customer?.contact ?? invoice.data?.invoice?.billTo.contact ?? null;
  return <MpesaRequest {...props} customerContact={customerContact} />;
}

function MpesaRequest({
  document,
  customerContact,
  onClose,
  onPaid,
  pollMs = MPESA_POLL_MS,
}: MpesaPaymentDialogProps & { customerContact: string | null }) {
  const client = useApolloClient();
  // Built once per dialog: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    mpesaPaymentMachine.provide({
      actors: createMpesaPaymentActors(client, pollMs),
      actions: { paymentReceived: (_, { request }) => onPaid?.(request) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { document, phone: phoneFromContact(customerContact) },
    inspect,
  });
  const formId = useId();
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const sending = snapshot.matches('sending');
  const checking = snapshot.matches({ timedOut: 'checking' });
  const stillWaiting = snapshot.matches({ timedOut: 'stillWaiting' });
  const settled = snapshot.matches('paid') || snapshot.matches('cancelled');
  const failed = snapshot.matches('failed');
  const awaited = snapshot.matches('awaitingReceipt');
  const settling = snapshot.matches({ awaitingReceipt: 'settling' });
  const codeFormId = `${formId}-code`;
  const { balanceCents } = document;
  // Only a request not yet sent is typed work: once sent, closing leaves it running.
  const changed = useChangedSinceOpening([context.phone, context.amount]);
  /** A field the machine holds as typed: its text, the event a change sends, why it was refused. */
  const typed = (name: 'phone' | 'amount' | 'code') => ({
    value: context[name],
    onChange: (value: string) => send({ type: `${name}.change`, value }),
    error: context[`${name}Error`],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'request.send' });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    send({ type: 'code.submit' });
  }

  let status: string | null = null;
  let tone: 'progress' | 'paid' | 'unpaid' = 'progress';
  if (sending) status = sendingText(context.attempt?.phone ?? '');
  else if (snapshot.matches('waitingOnPhone')) status = waitingText(context.request?.phone ?? '');
  else if (checking) status = mpesaText.checking;
  else if (stillWaiting) status = mpesaText.stillWaiting;
  else if (awaited) status = receiptAwaitedText(context.request?.amountCents ?? 0);
  else if (snapshot.matches('paid')) {
    status = paidText(context.request?.amountCents ?? 0, context.request?.receiptNumber ?? null);
    tone = 'paid';
  } else if (snapshot.matches('cancelled')) {
    status = `${mpesaText.cancelled}. ${mpesaText.nothingRecorded}`;
    tone = 'unpaid';
  } else if (failed) {
    status = context.failure;
    tone = 'unpaid';
  }
  const asked = context.request ?? context.attempt;

  // Each state's buttons are keyed apart: React must not turn the clicked Try again into the
  // form's submit button under the pointer, which would send the form on the same click.
  let footer: ReactNode;
  if (editing || sending) {
    footer = (
      <>
        <DialogCancelButton key="cancel" />
        <BusyButton
          key="send"
          form={formId}
          busy={sending}
          label="Send request"
          busyLabel="Sending..."
        />
      </>
    );
  } else if (settled) {
    footer = (
      <button key="done" className="button button--primary" type="button" onClick={onClose}>
        Done
      </button>
    );
  } else {
    footer = (
      <>
        <button key="close" className="button button--secondary" type="button" onClick={onClose}>
          Close
        </button>
        {failed && (
          <button
            key="retry"
            className="button button--primary"
            type="button"
            onClick={() => send({ type: 'request.retry' })}
          >
            Try again
          </button>
        )}
        {awaited && (
          <BusyButton
            key="record-code"
            form={codeFormId}
            busy={settling}
            label="Record payment"
            busyLabel="Recording..."
          />
        )}
        {(checking || stillWaiting) && (
          <BusyButton
            key="check"
            busy={checking}
            label="Check status"
            busyLabel="Checking..."
            onClick={() => send({ type: 'request.check' })}
          />
        )}
      </>
    );
  }

  return (
    <ModalDialog
      open
      title={mpesaText.title}
      onClose={onClose}
      dirty={editing && changed}
      discardTitle="Discard this M-Pesa request?"
      discardMessage="It has not been sent yet. What you entered will be lost."
      size="small"
      footer={footer}
    >
      <div className="mpesa-request">
        {context.error && (
          <p className="banner banner--error" role="alert">
            {context.error}
          </p>
        )}
        <p className="mpesa-request__reference">
          Account reference <strong>{document.number}</strong>
        </p>
        {editing || sending ? (
          <form id={formId} className="form" onSubmit={submit} noValidate>
            <TextField
              label="Customer’s M-Pesa number"
              {...typed('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="0712 345 678"
              hint="A Safaricom number: 07…, 01… or 2547…"
              disabled={sending}
            />
            <TextField
              label="Amount (KSh)"
              {...typed('amount')}
              inputMode="numeric"
              autoComplete="off"
              hint={
                balanceCents % 100 === 0
                  ? `Balance: ${formatCents(balanceCents)}`
                  : centsLeftText(balanceCents)
              }
              disabled={sending}
            />
          </form>
        ) : (
          asked && (
            <p className="mpesa-request__asked">
              {formatCents(asked.amountCents)} from{' '}
              <span className="mpesa-request__phone">{formatMpesaPhone(asked.phone)}</span>
            </p>
          )
        )}
        <p className={`mpesa-request__status mpesa-request__status--${tone}`} role="status">
          {status}
        </p>
        {awaited && (
          <form id={codeFormId} className="form" onSubmit={submitCode} noValidate>
            <MpesaCodeField
              {...typed('code')}
              hint={mpesaText.receiptAwaitedHint}
              disabled={settling}
            />
          </form>
        )}
        {(snapshot.matches('waitingOnPhone') || stillWaiting) && (
          <p className="field__hint">
            You may close this: the payment is recorded on {document.number} as soon as the customer
            pays.
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
