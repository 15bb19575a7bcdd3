import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeInvoice, dayOffset, shownDay } from '../../test/arrange.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

let session: { token: string; email: string };
let customer: { id: string; name: string };

beforeAll(async () => {
  session = await createSession();
  customer = await arrangeCustomer(session.token);
});

const line = { description: 'Padlock 50mm', quantity: 1, unitPrice: 580 };

async function openPreview(invoice: { id: string; invoiceNumber: string }) {
  localStorage.setItem('token', session.token);
  const view = renderApp(`/invoices?invoice=${invoice.id}`);
  const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
  await within(preview).findByText('Ghala Hardware & General Supplies Ltd');
  return { ...view, preview };
}

describe('Who made a document, and back-dated ones (issue 46)', () => {
  it('an invoice made today says who made it and is not back-dated', async () => {
    const invoice = await arrangeInvoice(session.token, customer.id, line);
    const { preview } = await openPreview(invoice);
    expect(preview).toHaveTextContent(`Made by ${session.email}`);
    expect(within(preview).queryByText('Back-dated')).not.toBeInTheDocument();
  });

  it('an invoice dated weeks back says Back-dated and the day it was really made', async () => {
    const invoice = await arrangeInvoice(session.token, customer.id, line, dayOffset(-47));
    const { preview } = await openPreview(invoice);
    expect(within(preview).getByText('Back-dated')).toBeInTheDocument();
    expect(preview).toHaveTextContent(
      `Made by ${session.email}Back-dated made ${shownDay(dayOffset(0))}`,
    );
    // The printed invoice keeps its own date: the mark is for staff, on screen only.
    expect(within(preview).getByRole('article')).not.toHaveTextContent('Back-dated');
  });

  it("a credit note's view says who issued it, and Back-dated when dated days back", async () => {
    const invoice = await arrangeInvoice(session.token, customer.id, line, dayOffset(-10));
    const read = await graphqlRequest(
      'query ($id: ID!) { invoice(id: $id) { items { id } } }',
      { id: invoice.id },
      session.token,
    );
    const credited = await graphqlRequest(
      `mutation ($id: ID!, $input: CreditNoteInput!) {
        createCreditNote(invoiceId: $id, input: $input) { creditNoteNumber }
      }`,
      {
        id: invoice.id,
        input: {
          reason: 'Returned unused',
          date: dayOffset(-3),
          lines: [{ invoiceItemId: read.data.invoice.items[0].id, quantity: 1 }],
        },
      },
      session.token,
    );
    expect(credited.errors).toBeUndefined();
    const number = credited.data.createCreditNote.creditNoteNumber as string;
    const { preview, user } = await openPreview(invoice);
    expect(within(preview).getByText('Back-dated')).toBeInTheDocument();
    await user.click(await within(preview).findByRole('button', { name: `View ${number}` }));
    const shown = await screen.findByRole('dialog', { name: `Credit note ${number}` });
    expect(shown).toHaveTextContent(`Made by ${session.email}`);
    expect(within(shown).getByText('Back-dated')).toBeInTheDocument();
  });
});
