import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeInvoice } from '../../test/arrange.ts';
import { createSession } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

let token: string;

beforeAll(async () => {
  ({ token } = await createSession());
});

describe('useShareDialog', () => {
  it("opens the Share dialog over the invoice's preview, and Close takes only it away", async () => {
    const customer = await arrangeCustomer(token);
    const invoice = await arrangeInvoice(token, customer.id, {
      description: 'Door hinge',
      quantity: 1,
      unitPrice: 116,
    });
    localStorage.setItem('token', token);
    const { user } = renderApp(`/invoices?invoice=${invoice.id}`);
    const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });

    await user.click(within(preview).getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: `Share ${invoice.invoiceNumber}` });
    // The footer's Close (the header's × is named Close too).
    await user.click(within(share).getByText('Close', { selector: 'button' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Share ${invoice.invoiceNumber}` })).toBeNull(),
    );
    expect(
      screen.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` }),
    ).toBeInTheDocument();
  });
});
