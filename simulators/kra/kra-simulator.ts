import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import { RESULT_MESSAGES } from './kra-codes.ts';
import { type KraDevice, KraLedger } from './kra-ledger.ts';
import { DEFAULT_SIGNING_KEY } from './kra-signing.ts';
import {
  type CallHeaders,
  handleOscuCall,
  nairobiDateTime,
  OSCU_CALLS,
  type OscuAnswer,
  type OscuCall,
} from './oscu-handlers.ts';

/**
 * A local stand-in for KRA's eTIMS OSCU API (docs/etims.md): the calls Ghala makes, answered
 * in KRA's envelope `{resultCd, resultMsg, resultDt, data}` under `/etims-api/`, with faults
 * injected on request and a log of every sale saved, under `/__control/`.
 *
 * `npm run kra-sim` runs one (simulators/kra/main.ts); tests start their own in-process with
 * `startKraSimulator({ port: 0 })` and drive it through `control`.
 */

export type KraFault =
  /** Saves the invoice, then holds the answer for `holdMs`: past any client's timeout. */
  | { fault: 'timeout-after-save'; count?: number; holdMs?: number; call?: OscuCall }
  /** Answers 910 without looking at the request. */
  | { fault: '910'; count?: number; message?: string; call?: OscuCall }
  /** Answers 994 without looking at the request. */
  | { fault: '994'; count?: number; call?: OscuCall }
  /** Every OSCU call fails until the faults are cleared: the connection is reset, or 503. */
  | { fault: 'down'; answer?: 'reset' | '503' };

const FaultRequest = z.discriminatedUnion('fault', [
  z.object({
    fault: z.literal('timeout-after-save'),
    count: z.number().int().positive().optional(),
    holdMs: z.number().int().positive().optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({
    fault: z.literal('910'),
    count: z.number().int().positive().optional(),
    message: z.string().min(1).optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({
    fault: z.literal('994'),
    count: z.number().int().positive().optional(),
    call: z.enum(OSCU_CALLS).optional(),
  }),
  z.object({ fault: z.literal('down'), answer: z.enum(['reset', '503']).optional() }),
]);

const FAULT_NAMES = ['timeout-after-save', '910', '994', 'down'];

/** A fault still to happen, with how many more calls it takes. */
export type PendingFault = KraFault & { remaining: number };

/** One saveTrnsSalesOsdc call as KRA received it. */
export interface SaveLogEntry {
  at: string;
  tin: string | null;
  bhfId: string | null;
  invcNo: number | null;
  /** S a sale, R a credit note, and a credit note's reason code (class 32). */
  rcptTyCd: string | null;
  rfdRsnCd: string | null;
  resultCd: string;
  /** Whether this call signed and stored a new invoice: at most one per invcNo and branch. */
  stored: boolean;
  /** The fault injected into this call, if any. */
  fault: KraFault['fault'] | null;
}

/** One insertStockIO or saveStockMaster call as KRA received it. */
export interface StockLogEntry {
  at: string;
  call: 'insertStockIO' | 'saveStockMaster';
  tin: string | null;
  bhfId: string | null;
  /** insertStockIO's stored/released number and stock in/out type. */
  sarNo: number | null;
  sarTyCd: string | null;
  /** insertStockIO: each line's item and quantity; saveStockMaster: the item and what is left. */
  items: { itemCd: string; qty: number }[];
  /** Ghala's document, sent as insertStockIO's remark. */
  remark: string | null;
  resultCd: string;
  /** Whether KRA stored it: at most one stored insertStockIO per sarNo and branch. */
  stored: boolean;
  fault: KraFault['fault'] | null;
}

/** Every OSCU call received, in order, with what it was answered (null: no answer sent). */
export interface CallLogEntry {
  call: OscuCall;
  resultCd: string | null;
  fault: KraFault['fault'] | null;
}

export interface KraControl {
  inject(fault: KraFault): void;
  clearFaults(): void;
  faults(): PendingFault[];
  saves(filter?: { invcNo?: number; bhfId?: string }): SaveLogEntry[];
  /** Every insertStockIO and saveStockMaster received, in order. */
  stock(filter?: { bhfId?: string }): StockLogEntry[];
  calls(): CallLogEntry[];
  /** Forgets every device, invoice, item and log, as a fresh start. */
  reset(): void;
}

export interface KraSimulatorOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  host?: string;
  /** The devices KRA approved; when absent, any well-formed tin, bhfId and serial initialise. */
  devices?: KraDevice[];
  /** The control unit's clock (signing times, "future date" checks). */
  now?: () => Date;
  signingKey?: string;
  /** How long `timeout-after-save` holds an answer unless the fault says; 2 minutes. */
  holdMs?: number;
}

export interface KraSimulator {
  /** The OSCU base address, as KRA's `https://etims-api.kra.go.ke/etims-api/`. */
  url: string;
  /** Where `/__control/` lives. */
  origin: string;
  control: KraControl;
  close(): Promise<void>;
}

const BODY_LIMIT = 1024 * 1024;

class BadBody extends Error {}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new BadBody('The request is larger than 1 MB');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadBody('The request is not JSON');
  }
}

const headerValue = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export async function startKraSimulator(options: KraSimulatorOptions = {}): Promise<KraSimulator> {
  const now = options.now ?? (() => new Date());
  const ledger = new KraLedger(options.signingKey ?? DEFAULT_SIGNING_KEY, options.devices);
  let pending: PendingFault[] = [];
  let saves: SaveLogEntry[] = [];
  let stockLog: StockLogEntry[] = [];
  let calls: CallLogEntry[] = [];
  const held = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  const control: KraControl = {
    inject(fault) {
      const parsed = FaultRequest.parse(fault);
      if (parsed.fault === 'down') {
        pending = [...pending.filter((each) => each.fault !== 'down'), { ...parsed, remaining: 1 }];
      } else {
        pending.push({ ...parsed, remaining: parsed.count ?? 1 });
      }
    },
    clearFaults() {
      pending = [];
    },
    faults: () => pending.map((fault) => ({ ...fault })),
    saves: (filter = {}) =>
      saves.filter(
        (entry) =>
          (filter.invcNo === undefined || entry.invcNo === filter.invcNo) &&
          (filter.bhfId === undefined || entry.bhfId === filter.bhfId),
      ),
    stock: (filter = {}) =>
      stockLog.filter((entry) => filter.bhfId === undefined || entry.bhfId === filter.bhfId),
    calls: () => [...calls],
    reset() {
      pending = [];
      saves = [];
      stockLog = [];
      calls = [];
      ledger.reset();
    },
  };

  /** The fault this call meets, used up by one. */
  function faultFor(call: OscuCall): KraFault | undefined {
    const down = pending.find((fault) => fault.fault === 'down');
    if (down) return down;
    const index = pending.findIndex(
      (fault) => fault.fault !== 'down' && (fault.call ?? 'saveTrnsSalesOsdc') === call,
    );
    if (index === -1) return undefined;
    const fault = pending[index]!;
    fault.remaining -= 1;
    if (fault.remaining === 0) pending.splice(index, 1);
    return fault;
  }

  async function serveOscu(call: OscuCall, request: IncomingMessage, response: ServerResponse) {
    const fault = faultFor(call);
    if (fault?.fault === 'down') {
      calls.push({ call, resultCd: null, fault: 'down' });
      if (fault.answer === '503') {
        response.writeHead(503, { 'content-type': 'text/plain' });
        response.end('Service Unavailable');
      } else {
        request.socket.destroy();
      }
      return;
    }
    if (request.method !== 'POST') {
      respond(call, response, { resultCd: '912', resultMsg: RESULT_MESSAGES['912'], data: null });
      return;
    }
    let body: unknown;
    try {
      body = await readJson(request);
    } catch (error) {
      respond(call, response, {
        resultCd: '910',
        resultMsg: (error as Error).message,
        data: null,
      });
      return;
    }
    const headers: CallHeaders = {
      tin: headerValue(request, 'tin'),
      bhfId: headerValue(request, 'bhfid'),
      cmcKey: headerValue(request, 'cmckey'),
    };

    let result: OscuAnswer;
    if (body === undefined) {
      result = { resultCd: '911', resultMsg: RESULT_MESSAGES['911'], data: null };
    } else if (fault?.fault === '910') {
      result = {
        resultCd: '910',
        resultMsg: fault.message ?? RESULT_MESSAGES['910'],
        data: null,
        stored: false,
      };
    } else if (fault?.fault === '994') {
      result = { resultCd: '994', resultMsg: RESULT_MESSAGES['994'], data: null, stored: false };
    } else {
      result = handleOscuCall(ledger, call, headers, body, now());
    }

    if (call === 'saveTrnsSalesOsdc') {
      const sent = (body ?? {}) as { invcNo?: unknown; rcptTyCd?: unknown; rfdRsnCd?: unknown };
      const invcNo = sent.invcNo;
      saves.push({
        at: new Date().toISOString(),
        tin: headers.tin ?? null,
        bhfId: headers.bhfId ?? null,
        invcNo: typeof invcNo === 'number' ? invcNo : null,
        rcptTyCd: typeof sent.rcptTyCd === 'string' ? sent.rcptTyCd : null,
        rfdRsnCd: typeof sent.rfdRsnCd === 'string' ? sent.rfdRsnCd : null,
        resultCd: result.resultCd,
        stored: result.stored ?? false,
        fault: fault?.fault ?? null,
      });
    }

    if (call === 'insertStockIO' || call === 'saveStockMaster') {
      const sent = (body ?? {}) as {
        sarNo?: unknown;
        sarTyCd?: unknown;
        remark?: unknown;
        itemCd?: unknown;
        rsdQty?: unknown;
        itemList?: { itemCd?: unknown; qty?: unknown }[];
      };
      stockLog.push({
        at: new Date().toISOString(),
        call,
        tin: headers.tin ?? null,
        bhfId: headers.bhfId ?? null,
        sarNo: typeof sent.sarNo === 'number' ? sent.sarNo : null,
        sarTyCd: typeof sent.sarTyCd === 'string' ? sent.sarTyCd : null,
        items:
          call === 'saveStockMaster'
            ? [{ itemCd: String(sent.itemCd), qty: Number(sent.rsdQty) }]
            : (Array.isArray(sent.itemList) ? sent.itemList : []).map((line) => ({
                itemCd: String(line?.itemCd),
                qty: Number(line?.qty),
              })),
        remark: typeof sent.remark === 'string' ? sent.remark : null,
        resultCd: result.resultCd,
        stored: result.stored ?? false,
        fault: fault?.fault ?? null,
      });
    }

    if (fault?.fault === 'timeout-after-save') {
      calls.push({ call, resultCd: null, fault: fault.fault });
      // Saved; the answer is lost to a client that stops waiting before it comes.
      const timer = setTimeout(
        () => {
          held.delete(timer);
          if (!response.destroyed) sendJson(response, 200, envelope(result));
        },
        fault.holdMs ?? options.holdMs ?? 120_000,
      );
      held.add(timer);
      response.on('close', () => {
        clearTimeout(timer);
        held.delete(timer);
      });
      return;
    }
    respond(call, response, result, fault?.fault ?? null);
  }

  const envelope = (result: OscuAnswer) => ({
    resultCd: result.resultCd,
    resultMsg: result.resultMsg,
    resultDt: nairobiDateTime(now()),
    data: result.data,
  });

  function respond(
    call: OscuCall,
    response: ServerResponse,
    result: OscuAnswer,
    fault: KraFault['fault'] | null = null,
  ) {
    calls.push({ call, resultCd: result.resultCd, fault });
    sendJson(response, 200, envelope(result));
  }

  async function serveControl(path: string, request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (path === 'faults' && request.method === 'GET')
      return sendJson(response, 200, { faults: control.faults() });
    if (path === 'faults' && request.method === 'DELETE') {
      control.clearFaults();
      return sendJson(response, 200, { faults: [] });
    }
    if (path === 'faults' && request.method === 'POST') {
      let body: unknown;
      try {
        body = await readJson(request);
      } catch (error) {
        return sendJson(response, 400, { error: (error as Error).message });
      }
      const parsed = FaultRequest.safeParse(body);
      if (!parsed.success) {
        return sendJson(response, 400, {
          error: `Give a fault: ${FAULT_NAMES.join(', ')} (${parsed.error.issues[0]?.message})`,
        });
      }
      control.inject(parsed.data);
      return sendJson(response, 201, { faults: control.faults() });
    }
    if (path === 'saves' && request.method === 'GET') {
      const invcNo = url.searchParams.get('invcNo');
      const bhfId = url.searchParams.get('bhfId');
      return sendJson(response, 200, {
        saves: control.saves({
          invcNo: invcNo === null ? undefined : Number(invcNo),
          bhfId: bhfId ?? undefined,
        }),
      });
    }
    if (path === 'stock' && request.method === 'GET') {
      const bhfId = url.searchParams.get('bhfId') ?? undefined;
      return sendJson(response, 200, { stock: control.stock({ bhfId }) });
    }
    if (path === 'calls' && request.method === 'GET')
      return sendJson(response, 200, { calls: control.calls() });
    if (path === 'reset' && request.method === 'POST') {
      control.reset();
      return sendJson(response, 200, { reset: true });
    }
    return sendJson(response, 404, {
      error: `No control endpoint ${request.method} /__control/${path}`,
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    const oscu = path.match(/^\/etims-api\/([A-Za-z]+)$/)?.[1];
    const controlPath = path.match(/^\/__control\/([a-z-]+)$/)?.[1];
    const work = oscu
      ? (OSCU_CALLS as readonly string[]).includes(oscu)
        ? serveOscu(oscu as OscuCall, request, response)
        : Promise.resolve(sendJson(response, 404, { error: `The simulator has no call ${oscu}` }))
      : controlPath
        ? serveControl(controlPath, request, response)
        : Promise.resolve(
            sendJson(response, 404, {
              error: 'OSCU calls are under /etims-api/, the simulator’s controls under /__control/',
            }),
          );
    work.catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: `${origin}/etims-api/`,
    origin,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        held.clear();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
