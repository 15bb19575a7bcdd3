import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadBody, headerValue, readJson, sendJson } from '../http-json.ts';
import { serveLocally } from '../local-server.ts';
import { c2bSimulate, registerUrl, sendC2B } from './c2b-handlers.ts';
import { type CallbackLogEntry, CallbackSender } from './callback-sender.ts';
import { serveControl } from './control-routes.ts';
import { type DarajaAnswer, invalidAccessToken, invalidPayload } from './daraja-codes.ts';
import {
  generateToken,
  type HandlerContext,
  stkPush,
  stkQuery,
  tokenAccepted,
} from './daraja-handlers.ts';
import type { MpesaControl } from './mpesa-control.ts';
import { MpesaLedger } from './mpesa-ledger.ts';

/**
 * A local stand-in for Safaricom's Daraja API (M-Pesa): OAuth, STK push with its callback after a
 * chosen delay and ResultCode, the STK status query, C2B URL registration and the sandbox's C2B
 * simulate, at Daraja's own paths; controls and logs under `/__control/`.
 *
 * `npm run mpesa-sim` runs one (simulators/mpesa/main.ts); tests start their own in-process with
 * `startMpesaSimulator({ port: 0 })` and drive it through `control`.
 */

export type { C2BPayment } from './c2b-handlers.ts';
export type { CallbackKind, CallbackLogEntry } from './callback-sender.ts';
export { SANDBOX_PASSKEY, SANDBOX_SHORTCODE } from './daraja-codes.ts';
export type { StkPushLogEntry } from './daraja-handlers.ts';
export type { MpesaControl } from './mpesa-control.ts';
export type { C2BRegistration, StkOutcome } from './mpesa-ledger.ts';

export interface MpesaSimulatorOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  /** Daraja's clock: token expiry, TransactionDate, TransTime. */
  now?: () => Date;
  /** The apps allowed a token; when absent, any non-empty key and secret get one. */
  credentials?: { consumerKey: string; consumerSecret: string }[];
  /**
   * Passkey per BusinessShortCode; a shortcode not listed is refused. When absent, any shortcode
   * is taken and only the sandbox's 174379 has its Password checked (with its published passkey).
   */
  passkeys?: Record<string, string>;
  /** How long a callback's receiver may take to answer before the delivery counts as failed; 8 s. */
  callbackTimeoutMs?: number;
}

export interface MpesaSimulator {
  /** The Daraja base address, e.g. http://127.0.0.1:4792, with Daraja's paths under it. */
  url: string;
  control: MpesaControl;
  close(): Promise<void>;
}

type DarajaCall = (
  context: HandlerContext,
  request: IncomingMessage,
  body: unknown,
) => DarajaAnswer;

/** Daraja's POST calls, all behind a Bearer token. */
const BEARER_CALLS: Record<string, DarajaCall> = {
  '/mpesa/stkpush/v1/processrequest': (context, _request, body) => stkPush(context, body),
  '/mpesa/stkpushquery/v1/query': (context, _request, body) => stkQuery(context, body),
  '/mpesa/c2b/v1/registerurl': (context, _request, body) => registerUrl(context, body),
  '/mpesa/c2b/v2/registerurl': (context, _request, body) => registerUrl(context, body),
  '/mpesa/c2b/v1/simulate': (context, _request, body) => c2bSimulate(context, body),
  '/mpesa/c2b/v2/simulate': (context, _request, body) => c2bSimulate(context, body),
};

export async function startMpesaSimulator(
  options: MpesaSimulatorOptions = {},
): Promise<MpesaSimulator> {
  const now = options.now ?? (() => new Date());
  const ledger = new MpesaLedger();
  const sender = new CallbackSender(options.callbackTimeoutMs ?? 8000, now);
  const context: HandlerContext = {
    ledger,
    sender,
    now,
    credentials: options.credentials,
    passkeys: options.passkeys,
    pushLog: [],
  };

  const control: MpesaControl = {
    stkOutcome(outcome, times = 1) {
      if (!Number.isInteger(outcome.resultCode)) throw new Error('resultCode must be an integer');
      ledger.queueOutcome(outcome, times);
    },
    stkOutcomes: () => ledger.queuedOutcomes(),
    stkPushes: () => context.pushLog.map((entry) => ({ ...entry })),
    simulateC2B: (payment) => sender.track(sendC2B(context, payment)),
    callbacks: () => sender.entries(),
    async replay(callbackId, times) {
      const original = sender.entry(callbackId);
      if (!original) throw new Error(`No callback ${callbackId} was sent`);
      const sent: CallbackLogEntry[] = [];
      await sender.track(
        (async () => {
          const current = sender.stillCurrent();
          for (let each = 0; each < times && current(); each += 1)
            sent.push(
              await sender.deliver(original.kind, original.url, original.body, original.id),
            );
        })(),
      );
      return sent;
    },
    registrations: () => ledger.registrations(),
    expireTokens: () => ledger.expireTokens(),
    reset() {
      sender.reset();
      ledger.reset();
      context.pushLog = [];
    },
    whenCallbacksSettled: () => sender.whenSettled(),
  };

  async function serveDaraja(path: string, request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (path === '/oauth/v1/generate') {
      const answer = generateToken(
        context,
        headerValue(request, 'authorization'),
        url.searchParams.get('grant_type'),
      );
      return sendJson(response, answer.status, answer.body);
    }
    const call = BEARER_CALLS[path];
    if (!call || request.method !== 'POST') {
      return sendJson(response, 404, {
        requestId: '',
        errorCode: '404.001.01',
        errorMessage: `Resource not found: ${request.method} ${path}`,
      });
    }
    if (!tokenAccepted(context, headerValue(request, 'authorization'))) {
      const answer = invalidAccessToken();
      return sendJson(response, answer.status, answer.body);
    }
    let body: unknown;
    try {
      body = await readJson(request);
    } catch (error) {
      if (!(error instanceof BadBody)) throw error;
      const answer = invalidPayload();
      return sendJson(response, answer.status, answer.body);
    }
    const answer = call(context, request, body);
    return sendJson(response, answer.status, answer.body);
  }

  const server = await serveLocally(
    (path, request, response) => {
      const controlPath = path.match(/^\/__control\/(.+)$/)?.[1];
      return controlPath
        ? serveControl(control, controlPath, request, response)
        : serveDaraja(path, request, response);
    },
    { host: options.host, port: options.port },
  );

  return {
    url: server.origin,
    control,
    close: () => {
      sender.cancelAll();
      return server.close();
    },
  };
}
