import { z } from 'zod';

/**
 * - `unreachable`: no answer (timeout, no connection, an answer that is not Daraja's).
 * - `refused`: Daraja answered with an error; `errorCode` and the message are Daraja's.
 * - `processing`: the status query's "The transaction is being processed" (500.001.1001):
 *   the customer has not answered the prompt yet.
 */
export type DarajaErrorKind = 'unreachable' | 'refused' | 'processing';

export class DarajaError extends Error {
  readonly kind: DarajaErrorKind;
  readonly call: string;
  readonly errorCode: string | null;
  readonly httpStatus: number | null;

  constructor(
    kind: DarajaErrorKind,
    call: string,
    message: string,
    details: { errorCode?: string | null; httpStatus?: number | null; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DarajaError';
    this.kind = kind;
    this.call = call;
    this.errorCode = details.errorCode ?? null;
    this.httpStatus = details.httpStatus ?? null;
  }
}

/** Daraja's error envelope. */
const DarajaFailure = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

/** Daraja's error as a DarajaError: its message and code, or the HTTP status when it gave none. */
export function darajaFailure(call: string, status: number, json: unknown): DarajaError {
  const parsed = DarajaFailure.safeParse(json);
  if (parsed.success) {
    const { errorCode, errorMessage } = parsed.data;
    const processing = errorCode === '500.001.1001' && /being processed/i.test(errorMessage);
    return new DarajaError(
      processing ? 'processing' : 'refused',
      call,
      `M-Pesa (Daraja) refused ${call}: ${errorMessage} (${errorCode})`,
      { errorCode, httpStatus: status },
    );
  }
  return new DarajaError(
    status >= 500 ? 'unreachable' : 'refused',
    call,
    `M-Pesa (Daraja) answered ${call} with HTTP ${status}`,
    { httpStatus: status },
  );
}

/** A call that got no answer: timed out, or never connected. */
export function transportError(call: string, error: unknown, timeoutMs: number): DarajaError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DarajaError(
      'unreachable',
      call,
      `M-Pesa (Daraja) did not answer ${call} within ${timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`,
      { cause: error },
    );
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new DarajaError(
    'unreachable',
    call,
    `M-Pesa (Daraja) could not be reached for ${call} (${detail})`,
    { cause: error },
  );
}
