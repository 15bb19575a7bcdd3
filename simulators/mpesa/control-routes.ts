import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readJson, sendJson } from '../http-json.ts';
import type { MpesaControl } from './mpesa-control.ts';

/**
 * The simulator's controls over HTTP under `/__control/`, for `npm run mpesa-sim` and anything
 * outside the test's process (the e2e journey): each endpoint calls the same `MpesaControl`.
 */

const Outcome = z.object({
  resultCode: z.number().int(),
  delayMs: z.number().int().nonnegative().optional(),
  callback: z.boolean().optional(),
  receiptNumber: z
    .string()
    .regex(/^[A-Z0-9]{10}$/)
    .optional(),
  times: z.number().int().positive().optional(),
});

const Payment = z.object({
  BusinessShortCode: z.union([z.string().min(1), z.number()]).transform(String),
  TransAmount: z.union([z.number().positive(), z.string().min(1)]),
  BillRefNumber: z.string().optional(),
  MSISDN: z.string().optional(),
  hashMsisdn: z.boolean().optional(),
  TransID: z.string().min(1).optional(),
  TransTime: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
  TransactionType: z.string().optional(),
  InvoiceNumber: z.string().optional(),
  OrgAccountBalance: z.string().optional(),
  ThirdPartyTransID: z.string().optional(),
  FirstName: z.string().optional(),
  MiddleName: z.string().optional(),
  LastName: z.string().optional(),
});

const Replay = z.object({ times: z.number().int().positive().max(100).optional() });

export const CONTROL_SUMMARY = [
  'POST /__control/stk-outcome {"resultCode":0|1032|1037|1|2001,"delayMs"?,"callback"?,"receiptNumber"?,"times"?}',
  'GET /__control/stk-pushes',
  'POST /__control/c2b/simulate {"BusinessShortCode","TransAmount","BillRefNumber"?,"MSISDN"?,"TransID"?,…}',
  'GET /__control/callbacks',
  'POST /__control/callbacks/{id}/replay {"times"}',
  'GET /__control/registrations',
  'GET /__control/settled',
  'POST /__control/expire-tokens',
  'POST /__control/reset',
];

async function parsed<T>(request: IncomingMessage, schema: z.ZodType<T>): Promise<T | string> {
  let body: unknown;
  try {
    body = (await readJson(request)) ?? {};
  } catch (error) {
    return (error as Error).message;
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.') || 'body'}: ${issue?.message}`;
}

export async function serveControl(
  control: MpesaControl,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const route = `${request.method} ${path}`;
  if (route === 'POST stk-outcome') {
    const body = await parsed(request, Outcome);
    if (typeof body === 'string') return sendJson(response, 400, { error: body });
    const { times, ...outcome } = body;
    control.stkOutcome(outcome, times);
    return sendJson(response, 201, { queued: control.stkOutcomes() });
  }
  if (route === 'GET stk-outcomes')
    return sendJson(response, 200, { queued: control.stkOutcomes() });
  if (route === 'GET stk-pushes') return sendJson(response, 200, { pushes: control.stkPushes() });
  if (route === 'POST c2b/simulate') {
    const body = await parsed(request, Payment);
    if (typeof body === 'string') return sendJson(response, 400, { error: body });
    try {
      return sendJson(response, 200, { callbacks: await control.simulateC2B(body) });
    } catch (error) {
      return sendJson(response, 409, { error: (error as Error).message });
    }
  }
  if (route === 'GET callbacks') return sendJson(response, 200, { callbacks: control.callbacks() });
  const replayId = route.match(/^POST callbacks\/([^/]+)\/replay$/)?.[1];
  if (replayId) {
    const body = await parsed(request, Replay);
    if (typeof body === 'string') return sendJson(response, 400, { error: body });
    try {
      return sendJson(response, 200, {
        callbacks: await control.replay(decodeURIComponent(replayId), body.times ?? 1),
      });
    } catch (error) {
      return sendJson(response, 404, { error: (error as Error).message });
    }
  }
  if (route === 'GET registrations')
    return sendJson(response, 200, { registrations: control.registrations() });
  if (route === 'GET settled') {
    await control.whenCallbacksSettled();
    return sendJson(response, 200, { settled: true });
  }
  if (route === 'POST expire-tokens') {
    control.expireTokens();
    return sendJson(response, 200, { expired: true });
  }
  if (route === 'POST reset') {
    control.reset();
    return sendJson(response, 200, { reset: true });
  }
  return sendJson(response, 404, {
    error: `No control endpoint ${request.method} /__control/${path}. Controls: ${CONTROL_SUMMARY.join('; ')}`,
  });
}
