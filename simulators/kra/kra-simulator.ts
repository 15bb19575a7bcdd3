import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerValue, readJson, sendJson } from '../http-json.ts';
import { serveLocally } from '../local-server.ts';
import {
  type CallLogEntry,
  type SaveLogEntry,
  type StockLogEntry,
  saveLogEntry,
  stockLogEntry,
} from './kra-call-log.ts';
import { RESULT_MESSAGES } from './kra-codes.ts';
import { type KraControl, serveControl } from './kra-control.ts';
import { FaultQueue, type KraFault } from './kra-faults.ts';
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

export type { CallLogEntry, SaveLogEntry, StockLogEntry } from './kra-call-log.ts';
export type { KraControl } from './kra-control.ts';
export type { KraFault, PendingFault } from './kra-faults.ts';

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

export async function startKraSimulator(options: KraSimulatorOptions = {}): Promise<KraSimulator> {
  const now = options.now ?? (() => new Date());
  const ledger = new KraLedger(options.signingKey ?? DEFAULT_SIGNING_KEY, options.devices);
  const faults = new FaultQueue();
  let saves: SaveLogEntry[] = [];
  let stockLog: StockLogEntry[] = [];
  let calls: CallLogEntry[] = [];
  const held = new Set<NodeJS.Timeout>();

  const control: KraControl = {
    inject: (fault) => faults.inject(fault),
    clearFaults: () => faults.clear(),
    faults: () => faults.list(),
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
      faults.clear();
      saves = [];
      stockLog = [];
      calls = [];
      ledger.reset();
    },
  };

  async function serveOscu(call: OscuCall, request: IncomingMessage, response: ServerResponse) {
    const fault = faults.take(call);
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

    const received = { headers, body, result, fault };
    if (call === 'saveTrnsSalesOsdc') saves.push(saveLogEntry(received));
    if (call === 'insertStockIO' || call === 'saveStockMaster')
      stockLog.push(stockLogEntry(call, received));

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

  const server = await serveLocally(
    async (path, request, response) => {
      const oscu = path.match(/^\/etims-api\/([A-Za-z]+)$/)?.[1];
      const controlPath = path.match(/^\/__control\/([a-z-]+)$/)?.[1];
      if (oscu && (OSCU_CALLS as readonly string[]).includes(oscu))
        return serveOscu(oscu as OscuCall, request, response);
      if (oscu) return sendJson(response, 404, { error: `The simulator has no call ${oscu}` });
      if (controlPath) return serveControl(control, controlPath, request, response);
      return sendJson(response, 404, {
        error: 'OSCU calls are under /etims-api/, the simulator’s controls under /__control/',
      });
    },
    { host: options.host, port: options.port },
  );

  return {
    url: `${server.origin}/etims-api/`,
    origin: server.origin,
    control,
    close: () => {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      return server.close();
    },
  };
}
