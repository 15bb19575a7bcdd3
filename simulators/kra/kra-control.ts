import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendJson } from '../http-json.ts';
import type { CallLogEntry, SaveLogEntry, StockLogEntry } from './kra-call-log.ts';
import { FAULT_NAMES, FaultRequest, type KraFault, type PendingFault } from './kra-faults.ts';

/**
 * What a test (in process) or `/__control/` (over HTTP, for `npm run kra-sim` and the browser
 * journeys) can make KRA do wrong, and read back of what it received.
 */
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

/** The controls over HTTP: each endpoint calls the same `KraControl`. */
export async function serveControl(
  control: KraControl,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
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
