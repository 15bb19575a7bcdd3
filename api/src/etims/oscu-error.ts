/**
 * The one error an OSCU call ends in, saying what the caller can do about it:
 * - `retryable`: KRA could not be reached or could not answer (no connection, a timeout, a 5xx,
 *   an answer that is not KRA's envelope, or a result code that says KRA's side failed). Try
 *   again later; for a sale, ask KRA what it holds before sending again (`signSale` does).
 * - `refused`: KRA looked at the request and said no (910 with its reason, an unknown device or
 *   cmcKey, …). Sending it again unchanged gets the same answer; `message` is KRA's own.
 * - `duplicate`: KRA already holds this number (994).
 */
export type OscuErrorKind = 'retryable' | 'refused' | 'duplicate';

/** Why a retryable call failed before KRA could answer it. */
export type TransportFailure = 'timeout' | 'network' | 'http-status' | 'bad-answer';

export class OscuError extends Error {
  readonly kind: OscuErrorKind;
  /** The OSCU call, e.g. `saveTrnsSalesOsdc`. */
  readonly call: string;
  /** KRA's result code; null when KRA gave none (no answer, or Ghala refused to send). */
  readonly resultCd: string | null;
  readonly transport: TransportFailure | null;

  constructor(
    kind: OscuErrorKind,
    call: string,
    message: string,
    details: {
      resultCd?: string | null;
      transport?: TransportFailure | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'OscuError';
    this.kind = kind;
    this.call = call;
    this.resultCd = details.resultCd ?? null;
    this.transport = details.transport ?? null;
  }

  get retryable(): boolean {
    return this.kind === 'retryable';
  }
}

/**
 * Codes that report trouble on KRA's side rather than in the request: too many lookups (990),
 * a failure to register, modify or delete (991–993), an unknown error (999).
 */
const KRA_SIDE_FAILURES = new Set(['990', '991', '992', '993', '999']);

/** The error for an answer whose resultCd is not 000 (nor a lookup's 001). */
export function resultError(call: string, resultCd: string, resultMsg: string | null | undefined) {
  const message = resultMsg?.trim() || `KRA answered ${call} with result code ${resultCd}`;
  if (resultCd === '994') return new OscuError('duplicate', call, message, { resultCd });
  if (KRA_SIDE_FAILURES.has(resultCd))
    return new OscuError('retryable', call, message, { resultCd });
  return new OscuError('refused', call, message, { resultCd });
}
