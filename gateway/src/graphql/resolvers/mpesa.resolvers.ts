import { createGraphQLError } from 'graphql-yoga';
import { readById } from '../../rest/record-by-id.ts';
import { idempotencyKeyed, type RestClient } from '../../rest/rest-client.ts';
import { pathId, restId } from '../../rest/rest-errors.ts';
import type { RestMpesaPaymentRequest } from '../../rest/rest-types.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restCursorQuery } from './list-args.ts';

/** A page of receipts, newest first: those with money still to place, or returned to the payer. */
function receiptsPage(
  rest: RestClient,
  only: { unmatched: 'true' } | { returned: 'true' },
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const query = {
    ...only,
    ...restCursorQuery({ first, after }),
  };
  return readList(rest, 'mpesa-receipts', query, (api) => api.v1.mpesa.receipts.$get({ query }));
}

/**
 * The API answers 502 when Daraja refuses a call or cannot be reached, with Daraja's own words.
 * The shared mapping knows no 502 (anything it does not know is masked as "Unexpected error."),
 * yet the person at the counter must read why: so M-Pesa's calls name it BAD_GATEWAY here,
 * before the shared client unwraps the answer.
 */
async function darajaFailure<R extends { status: number; json(): Promise<unknown> }>(
  response: R,
): Promise<R> {
  if (response.status !== 502) return response;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message =
    typeof body?.error === 'string' ? body.error : 'M-Pesa (Daraja) could not be reached';
  throw createGraphQLError(message, { extensions: { code: 'BAD_GATEWAY', status: 502 } });
}

/**
 * Exactly one of the document ids, as the REST body names them; an id that is not one is
 * refused here, naming the input field, before anything is sent.
 */
function documentIds<Names extends string>(
  input: { [Name in NoInfer<Names>]?: string | null },
  names: Record<Names, string>,
) {
  const json: Record<string, number> = {};
  for (const [field, restField] of Object.entries(names) as [Names, string][]) {
    const value = input[field];
    if (value != null) json[restField] = restId(value, field);
  }
  return json;
}

/**
 * M-Pesa through Safaricom's Daraja (issue 22): the settings, STK push requests the payment
 * dialog follows, and the unmatched receipts staff place by hand.
 */
/**
 * The push on a sale paid per M-Pesa whose receipt is awaited (issue 52): one read of every such
 * push for the whole request, however many orders and invoices ask. An invoice of an order
 * shows its order's push.
 */
export async function mpesaReceiptAwaited(
  rest: RestClient,
  sale: { orderId: number | null; invoiceId: number | null },
): Promise<RestMpesaPaymentRequest | null> {
  const awaited = await rest.read('mpesa-requests-awaiting-receipt', (api) =>
    api.v1.mpesa['stk-requests']['awaiting-receipt'].$get(),
  );
  return (
    awaited.find(
      (push) =>
        (sale.invoiceId !== null && push.invoice_id === sale.invoiceId) ||
        (sale.orderId !== null && push.order_id === sale.orderId),
    ) ?? null
  );
}

export const mpesaResolvers = {
  Query: {
    mpesaSettings: (_, __, { rest }) =>
      rest.read('mpesa-settings', (api) => api.v1.mpesa.settings.$get()),
    mpesaPaymentRequest: (_, { id }, { rest }) =>
      readById(rest, 'mpesa-request', id, (api, path) =>
        api.v1.mpesa['stk-requests'][':id'].$get(path),
      ),
    unmatchedMpesaPayments: (_, { first, after }, { rest }) =>
      receiptsPage(rest, { unmatched: 'true' }, first, after),
    returnedMpesaPayments: (_, { first, after }, { rest }) =>
      receiptsPage(rest, { returned: 'true' }, first, after),
  },
  Mutation: {
    updateMpesaSettings: (_, { input }, { rest }) =>
      rest.write((api) =>
        api.v1.mpesa.settings.$put({
          // Left out (undefined), the API keeps a field as it is; null clears it.
          json: {
            mode: input.mode ?? undefined,
            stk_shortcode: input.stkShortcode,
            callback_base_url: input.callbackBaseUrl,
            passkey: input.passkey,
            consumer_key: input.consumerKey,
            consumer_secret: input.consumerSecret,
          },
        }),
      ),
    registerMpesaUrls: (_, __, { rest }) =>
      rest.write(async (api) => darajaFailure(await api.v1.mpesa.settings['register-c2b'].$post())),
    rotateMpesaCallbackToken: (_, __, { rest }) =>
      rest.write((api) => api.v1.mpesa.settings['rotate-callback-token'].$post()),
    requestMpesaPayment: (_, { input, idempotencyKey }, { rest }) => {
      const document = documentIds(input, { orderId: 'order_id', invoiceId: 'invoice_id' });
      return rest.write(async (api) =>
        darajaFailure(
          await api.v1.mpesa['stk-requests'].$post(
            { json: { ...document, phone: input.phone, amount: input.amount } },
            idempotencyKeyed(idempotencyKey),
          ),
        ),
      );
    },
    checkMpesaPaymentRequest: (_, { id }, { rest }) =>
      rest.write(async (api) =>
        darajaFailure(
          await api.v1.mpesa['stk-requests'][':id'].query.$post({ param: { id: pathId(id) } }),
        ),
      ),
    settleMpesaPaymentRequest: (_, { id, receiptNumber }, { rest }) =>
      rest.write((api) =>
        api.v1.mpesa['stk-requests'][':id'].settle.$post({
          param: { id: pathId(id) },
          json: { receipt_number: receiptNumber },
        }),
      ),
    assignMpesaPayment: (_, { id, input }, { rest }) => {
      const target = documentIds(input, {
        orderId: 'order_id',
        invoiceId: 'invoice_id',
        customerId: 'customer_id',
      });
      return rest.write((api) =>
        api.v1.mpesa.receipts[':id'].assign.$post({ param: { id: pathId(id) }, json: target }),
      );
    },
    returnMpesaPayment: (_, { id, reason, expectedUnplaced }, { rest }) =>
      rest.write((api) =>
        api.v1.mpesa.receipts[':id'].return.$post({
          param: { id: pathId(id) },
          json: {
            reason,
            ...(expectedUnplaced == null ? {} : { expected_unplaced: expectedUnplaced }),
          },
        }),
      ),
  },
  MpesaPaymentRequest: {
    // The document as it now stands, so a dialog that saw `paid` refreshes the balance and the
    // payments it shows in the same answer.
    order: (request, _, { loaders }) =>
      request.order_id == null ? null : loaders.order(request.order_id),
    invoice: (request, _, { loaders }) =>
      request.invoice_id == null ? null : loaders.invoice(request.invoice_id),
  },
  MpesaReceiptConnection: pageAsConnection,
} satisfies Resolvers;
