import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { graphqlRequest, graphqlUrl } from './graphql-server.ts';

/* M-Pesa money arriving at the shared test server as Safaricom sends it (C2B confirmations). */

const COMPANY = `{ company { name registrationNumber email kraPin address phone logo defaultVatRate
  invoiceFooter mpesaType mpesaNumber bankDetails } }`;

/**
 * The shared server's shop takes M-Pesa (a paybill number, a callback address) and answers
 * where Safaricom sends confirmations; other tests may have set either already.
 */
export async function confirmationAddress(
  token: string,
): Promise<{ url: string; shortcode: string }> {
  const { company } = (await graphqlRequest(COMPANY, {}, token)).data;
  if (!company.mpesaNumber) {
    const saved = await graphqlRequest(
      `mutation($input: CompanyInput!) { updateCompany(input: $input) { mpesaNumber } }`,
      { input: { ...company, mpesaType: 'paybill', mpesaNumber: '522522' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
  }
  const settings = await graphqlRequest(
    `mutation($input: MpesaSettingsInput!) { updateMpesaSettings(input: $input) { confirmationUrl } }`,
    { input: { callbackBaseUrl: new URL(graphqlUrl()).origin } },
    token,
  );
  expect(settings.errors).toBeUndefined();
  const number = (await graphqlRequest(COMPANY, {}, token)).data.company.mpesaNumber;
  return { url: settings.data.updateMpesaSettings.confirmationUrl, shortcode: number };
}

/** A payment to the paybill as Safaricom confirms it, naming `billRef`; answers its code. */
export async function payToPaybill(
  url: string,
  shortcode: string,
  amount: number,
  billRef: string,
) {
  const receiptNumber = `UM${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const confirmation = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: receiptNumber,
      TransTime: '20261127093000',
      TransAmount: amount.toFixed(2),
      BusinessShortCode: shortcode,
      BillRefNumber: billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '254799000111',
      FirstName: 'Peter',
      MiddleName: '',
      LastName: 'Kamau',
    }),
  });
  expect(confirmation.status).toBe(200);
  return receiptNumber;
}
