import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DarajaError, darajaFailure, transportError } from './daraja-error.ts';

/**
 * Daraja's calls over HTTP: JSON in and out within the client's timeout, behind an access token
 * kept until shortly before it expires and asked for again once when Daraja stops honouring it.
 */

export interface DarajaClientConfig {
  /** Daraja's base address (https://api.safaricom.co.ke) or the simulator's. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** How long to wait for one answer. */
  timeoutMs: number;
  now?: () => Date;
}

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.string(), z.number()]).transform(Number),
});

/** Tokens kept across clients, by Daraja address and app (the secret only as a digest). */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets every kept token (tests that swap Daraja's credentials). */
export const forgetDarajaTokens = () => tokens.clear();

const INVALID_TOKEN = '404.001.03';

export function darajaTransport(config: DarajaClientConfig) {
  const now = config.now ?? (() => new Date());
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokenKey = `${base} ${config.consumerKey} ${createHash('sha256').update(config.consumerSecret).digest('hex')}`;

  async function send(
    call: string,
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw transportError(call, error, config.timeoutMs);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new DarajaError(
        'unreachable',
        call,
        `M-Pesa (Daraja) answered ${call} with HTTP ${response.status} and no JSON`,
        { httpStatus: response.status },
      );
    }
    return { status: response.status, json };
  }

  async function accessToken(): Promise<string> {
    const kept = tokens.get(tokenKey);
    if (kept && kept.expiresAt > now().getTime()) return kept.token;
    const call = 'OAuth';
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, json } = await send(call, '/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    if (status !== 200) throw darajaFailure(call, status, json);
    const parsed = TokenAnswer.safeParse(json);
    if (!parsed.success) {
      throw new DarajaError('unreachable', call, 'M-Pesa (Daraja) gave no access token');
    }
    // A minute early, so a token never runs out between being read here and used.
    const lifetimeS = Number.isFinite(parsed.data.expires_in) ? parsed.data.expires_in : 3599;
    tokens.set(tokenKey, {
      token: parsed.data.access_token,
      expiresAt: now().getTime() + Math.max(0, lifetimeS - 60) * 1000,
    });
    return parsed.data.access_token;
  }

  async function post<T extends z.ZodType>(
    call: string,
    path: string,
    body: unknown,
    answer: T,
  ): Promise<z.output<T>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const { status, json } = await send(call, path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      if (status === 200) {
        const parsed = answer.safeParse(json);
        if (parsed.success) return parsed.data;
        throw new DarajaError(
          'unreachable',
          call,
          `M-Pesa (Daraja)'s answer to ${call} is not one Ghala knows`,
        );
      }
      const error = darajaFailure(call, status, json);
      if (error.errorCode === INVALID_TOKEN && attempt === 0) {
        tokens.delete(tokenKey);
        continue;
      }
      throw error;
    }
  }

  return { post };
}
