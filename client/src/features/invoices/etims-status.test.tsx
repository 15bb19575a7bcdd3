import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../../simulators/kra/kra-simulator.ts';
import { arrangeCustomer, arrangeInvoice } from '../../test/arrange.ts';
import { createSession, type GraphQLAnswer } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/*
 * An invoice's eTIMS state on screen, against the eTIMS test server (testing/test-server.ts: a
 * server of its own, since the eTIMS mode is the whole shop's) and the KRA simulator this file
 * starts where that server looks for it.
 */

const PIN = 'P051234567X';
const REFUSAL = 'custTin P000000000Z is not a registered taxpayer';
const uri = () => inject('etimsGraphqlUrl');

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(uri(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphQLAnswer;
  if (answer.errors) throw new Error(`arrange failed: ${answer.errors[0]?.message}`);
  return answer.data;
}

let kra: KraSimulator;
const owner = () => inject('etimsOwnerToken');
let customerId: string;

async function issueInvoice() {
  const data = await gql(
    owner(),
    `mutation ($input: CreateInvoiceInput!, $key: String!) {
      createInvoice(input: $input, idempotencyKey: $key) { id invoiceNumber etims { id state } }
    }`,
    {
      key: randomUUID(),
      input: {
        customerId,
        items: [{ description: 'Mabati delivery', quantity: 1, unitPrice: 1160 }],
        vatRate: 0.16,
        vatAmount: 160,
        total: 1160,
      },
    },
  );
  return data.createInvoice as { id: string; invoiceNumber: string; etims: { id: string } };
}

async function etimsState(id: string): Promise<string> {
  const data = await gql(owner(), 'query ($id: ID!) { invoice(id: $id) { etims { state } } }', {
    id,
  });
  return data.invoice.etims.state;
}

/** A cashier of the eTIMS server, let in through its owner's invite. */
async function cashierToken() {
  const invite = await gql(
    owner(),
    'mutation { createStaffInvite(input: { role: cashier }) { token } }',
  );
  const account = { email: `till-${randomUUID().slice(0, 8)}@duka.co.ke`, password: 'secret12' };
  await gql(
    owner(),
    'mutation ($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { id } }',
    { input: account, invite: invite.createStaffInvite.token },
  );
  return (
    await gql(owner(), 'mutation ($input: CredentialsInput!) { login(input: $input) { token } }', {
      input: account,
    })
  ).login.token as string;
}

beforeAll(async () => {
  kra = await startKraSimulator({ port: inject('kraSimulatorPort') });
  await gql(
    owner(),
    'mutation ($input: CompanyInput!) { updateCompany(input: $input) { etimsMode } }',
    {
      input: {
        name: 'Ghala Hardware & General Supplies Ltd',
        registrationNumber: 'PVT-GH7Q2K9X',
        email: 'accounts@ghala.co.ke',
        defaultVatRate: 0.16,
        kraPin: PIN,
        kraBranchId: '00',
        kraDeviceSerial: 'GHALA-1',
        kraTypedLineClassCode: '78100000',
        etimsMode: 'simulator',
      },
    },
  );
  customerId = (
    await gql(
      owner(),
      'mutation { createCustomer(input: { name: "Baraka Builders", contact: "0722 000 111" }) { id } }',
    )
  ).createCustomer.id;
});

afterAll(async () => {
  await kra?.close();
});

async function openPreview(invoice: { id: string; invoiceNumber: string }, token = owner()) {
  localStorage.setItem('token', token);
  const view = renderApp(`/invoices?invoice=${invoice.id}`, { uri: uri() });
  const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
  return { ...view, preview };
}

describe('eTIMS on the invoice preview', () => {
  it('says an invoice waits for KRA, how often it was tried and what went wrong, then that it is signed', async () => {
    kra.control.inject({ fault: 'down' });
    const invoice = await issueInvoice();
    const { preview } = await openPreview(invoice);
    const status = await within(preview).findByText(/eTIMS: waiting/);
    await within(preview).findByText(/attempts? · KRA: .*KRA could not be reached/, undefined, {
      timeout: 45_000,
    });
    expect(status).toBeVisible();
    expect(within(preview).queryByRole('region', { name: 'KRA eTIMS' })).toBeNull();

    kra.control.clearFaults();
    // The preview reads it again while it waits; no reload.
    await within(preview).findByText('eTIMS: signed');
  });

  it("shows KRA's refusal with a retry, then the SCU block and the receipt's QR once signed", async () => {
    kra.control.inject({ fault: '910', message: REFUSAL });
    const invoice = await issueInvoice();
    await expect.poll(() => etimsState(invoice.id), { timeout: 45_000 }).toBe('refused');

    const { preview, user } = await openPreview(invoice);
    const refusal = await within(preview).findByRole('alert');
    expect(refusal).toHaveTextContent(`eTIMS: refused — ${REFUSAL}`);
    expect(within(preview).queryByRole('region', { name: 'KRA eTIMS' })).toBeNull();

    // Offered once the signed-in role is known, which may come after the refusal shows.
    await user.click(
      await within(preview).findByRole('button', {
        name: `Retry eTIMS for ${invoice.invoiceNumber}`,
      }),
    );
    // The retry's answer shows at once: back in KRA's line.
    await within(preview).findByText(/eTIMS: (waiting|signed)/);
    await within(preview).findByText('eTIMS: signed', undefined, { timeout: 45_000 });
    expect(within(preview).queryByRole('button', { name: /Retry eTIMS/ })).toBeNull();

    const scu = within(preview).getByRole('region', { name: 'KRA eTIMS' });
    const fact = (label: string) => within(scu).getByText(label).nextElementSibling?.textContent;
    const sdcId = fact('SCU ID') ?? '';
    expect(sdcId).not.toBe('');
    expect(fact('CU invoice number')).toMatch(new RegExp(`^${sdcId}/\\d+$`));
    expect(fact('Receipt number')).toMatch(/^\d+\/\d+$/);
    expect(fact('Date and time')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const signature = fact('Receipt signature') ?? '';
    expect(signature).toMatch(/^[A-Za-z0-9]+$/);
    const qr = await within(scu).findByRole('img', {
      name: "QR code of the receipt on KRA's site",
    });
    expect(qr).toHaveAttribute(
      'data-qr-address',
      `https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${PIN}00${signature}`,
    );
    // The encoder came (lazily) and drew the modules.
    await expect
      .poll(() => qr.querySelector('path')?.getAttribute('d')?.length ?? 0)
      .toBeGreaterThan(100);
  });

  it('offers no retry to a cashier', async () => {
    kra.control.inject({ fault: '910', message: REFUSAL });
    const invoice = await issueInvoice();
    await expect.poll(() => etimsState(invoice.id), { timeout: 45_000 }).toBe('refused');
    const { preview } = await openPreview(invoice, await cashierToken());
    await within(preview).findByText(/eTIMS: refused/);
    // The role is known once Partial Payment is offered with the rest of the footer.
    await within(preview).findByRole('button', { name: 'Partial Payment' });
    expect(within(preview).queryByRole('button', { name: /Retry eTIMS/ })).toBeNull();
  });

  it("shows each invoice's eTIMS state in the list", async () => {
    const invoice = await issueInvoice();
    await expect.poll(() => etimsState(invoice.id), { timeout: 45_000 }).toBe('signed');
    localStorage.setItem('token', owner());
    renderApp('/invoices', { uri: uri() });
    const number = await screen.findByText(invoice.invoiceNumber);
    const row = number.closest('tr') as HTMLElement;
    expect(within(row).getByText('eTIMS: signed')).toBeVisible();
  });
});

describe('eTIMS on a credit note', () => {
  it("shows KRA's refusal with a retry, then prints the buyer's PIN and the SCU block", async () => {
    const buyerPin = 'A012345678Z';
    const buyer = await gql(
      owner(),
      'mutation { createCustomer(input: { name: "Wanjiru Contractors", contact: "0733 222 444", kraPin: "a012345678z" }) { id } }',
    );
    const data = await gql(
      owner(),
      `mutation ($input: CreateInvoiceInput!, $key: String!) {
        createInvoice(input: $input, idempotencyKey: $key) { id invoiceNumber items { id } }
      }`,
      {
        key: randomUUID(),
        input: {
          customerId: buyer.createCustomer.id,
          items: [{ description: 'Ridge caps', quantity: 2, unitPrice: 580 }],
          vatRate: 0.16,
          vatAmount: 160,
          total: 1160,
        },
      },
    );
    const invoice = data.createInvoice as {
      id: string;
      invoiceNumber: string;
      items: { id: string }[];
    };
    await expect.poll(() => etimsState(invoice.id), { timeout: 45_000 }).toBe('signed');

    kra.control.inject({ fault: '910', message: REFUSAL });
    const credited = await gql(
      owner(),
      `mutation ($id: ID!, $input: CreditNoteInput!) {
        createCreditNote(invoiceId: $id, input: $input) { creditNoteNumber etims { id } }
      }`,
      {
        id: invoice.id,
        input: {
          reason: 'One cap cracked',
          lines: [{ invoiceItemId: invoice.items[0]!.id, quantity: 1 }],
        },
      },
    );
    const number = credited.createCreditNote.creditNoteNumber as string;
    const noteState = async () =>
      (
        await gql(
          owner(),
          'query ($id: ID!) { invoice(id: $id) { creditNotes { etims { state } } } }',
          {
            id: invoice.id,
          },
        )
      ).invoice.creditNotes[0].etims.state;
    await expect.poll(noteState, { timeout: 45_000 }).toBe('refused');
    // The customer's name and PIN change after issue: the printed credit note keeps its
    // invoice's buyer, as KRA was told.
    await gql(
      owner(),
      `mutation ($id: ID!) {
        updateCustomer(id: $id, input: { name: "Wanjiru Builders Ltd", contact: "0733 222 444", kraPin: "P000111222Q" }) { id }
      }`,
      { id: buyer.createCustomer.id },
    );

    const { preview, user } = await openPreview(invoice);
    await user.click(await within(preview).findByRole('button', { name: `View ${number}` }));
    const shown = await screen.findByRole('dialog', { name: `Credit note ${number}` });
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      `eTIMS: refused — ${REFUSAL}`,
    );
    kra.control.clearFaults();
    await user.click(
      await within(shown).findByRole('button', { name: `Retry eTIMS for ${number}` }),
    );
    await within(shown).findByText('eTIMS: signed', undefined, { timeout: 45_000 });

    const paper = within(shown).getByRole('article', { name: `Credit note ${number}` });
    expect(within(paper).getByText(`KRA PIN ${buyerPin}`)).toBeVisible();
    const customer = within(paper).getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Wanjiru Contractors')).toBeVisible();
    expect(customer).not.toHaveTextContent('P000111222Q');
    expect(customer).not.toHaveTextContent('Wanjiru Builders');
    const scu = within(paper).getByRole('region', { name: 'KRA eTIMS' });
    const fact = (label: string) => within(scu).getByText(label).nextElementSibling?.textContent;
    expect(fact('CU invoice number')).toMatch(new RegExp(`^${fact('SCU ID')}/\\d+$`));
    expect(fact('Internal data')).toMatch(/^[A-Za-z0-9]+$/);
    expect(
      await within(scu).findByRole('img', { name: "QR code of the receipt on KRA's site" }),
    ).toHaveAttribute(
      'data-qr-address',
      expect.stringContaining(`Data=${PIN}00${fact('Receipt signature')}`),
    );
  });
});

describe('eTIMS stock reports in Settings', () => {
  it("lists a stock report KRA refused, with KRA's message, and sends it again on retry", async () => {
    const refusal = 'pkgUnitCd XX is not a packaging unit';
    kra.control.inject({ fault: '910', call: 'insertStockIO', count: 1, message: refusal });
    // A new item's opening stock is a movement KRA hears of (with its KRA class, which eTIMS needs).
    await gql(
      owner(),
      `mutation { createInventoryItem(input: { name: "Roofing nails ${randomUUID().slice(0, 6)}", quantity: 5, unitPrice: 116, costPrice: 80, kraItemClassCode: "31160000" }) { id } }`,
    );
    const refusedId = async () => {
      const data = await gql(
        owner(),
        'query { etimsStockReports { items { id state lastError } } }',
      );
      return (data.etimsStockReports.items as { id: string; state: string; lastError: string }[])
        .filter((report) => report.state === 'refused' && report.lastError.includes(refusal))
        .at(-1)?.id;
    };
    await expect.poll(refusedId, { timeout: 45_000 }).toBeDefined();
    const id = (await refusedId())!;

    localStorage.setItem('token', owner());
    const { user } = renderApp('/settings', { uri: uri() });
    const section = await screen.findByRole('region', { name: 'Stock reports to KRA' });
    const retry = await within(section).findByRole('button', {
      name: `Retry stock report ${id} with KRA`,
    });
    expect(retry.closest('li')).toHaveTextContent(`Refused by KRA: ${refusal}`);
    await user.click(retry);
    await screen.findByText(`stock report ${id} is on its way to KRA again`);
    // Sent by the outbox, then gone from the list (which follows while anything waits).
    await expect
      .poll(
        () => within(section).queryByRole('button', { name: `Retry stock report ${id} with KRA` }),
        {
          timeout: 45_000,
        },
      )
      .toBeNull();
  });
});

describe('eTIMS off', () => {
  it('shows nothing of eTIMS on the preview or the print', async () => {
    const { token } = await createSession();
    const customer = await arrangeCustomer(token);
    const invoice = await arrangeInvoice(token, customer.id, {
      description: 'Steel door 3ft',
      quantity: 1,
      unitPrice: 580,
    });
    localStorage.setItem('token', token);
    renderApp(`/invoices?invoice=${invoice.id}`);
    const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
    await within(preview).findByText('Ghala Hardware & General Supplies Ltd');
    expect(within(preview).queryByText(/eTIMS/)).toBeNull();
    expect(within(preview).queryByRole('region', { name: 'KRA eTIMS' })).toBeNull();
  });
});
