import { z } from 'zod';
import { describeIssues } from './http/validation.ts';

/**
 * The weakest cost production accepts: scrypt N = 2^17, r = 8, p = 1, OWASP's memory-hard
 * recommendation (about 128 MiB and, on a small server, most of a second per hash).
 */
export const MIN_PRODUCTION_COST = 17;
/** 2^20 takes a gigabyte per hash: more would let a burst of sign-ins exhaust the server. */
export const MAX_COST = 20;

/** Sign-in and sign-up budgets per address (auth/throttle.ts says how they are counted). */
export interface ThrottleLimits {
  signInFailuresPerAddress: number;
  signUpsPerAddress: number;
}

/** Production's budgets; only the test harnesses change them, in code (many sign-ups, one address). */
export const THROTTLE_LIMITS: ThrottleLimits = {
  signInFailuresPerAddress: 30,
  signUpsPerAddress: 10,
};

const positiveInt = z.coerce.number().int().positive();

const apiConfigSchema = z.object({
  DATABASE_URL: z
    .string()
    .default('file:data/ghala.db')
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    }),
  SESSION_IDLE_MINUTES: positiveInt.default(120),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  // Unset, a new shop's details start empty: a made-up default printed invoices under another
  // company's name for an owner who did not notice (issue 46).
  COMPANY_NAME: z.string().trim().default(''),
  COMPANY_REGISTRATION_NUMBER: z.string().trim().default(''),
  COMPANY_EMAIL: z.email().or(z.literal('')).default(''),
  // Where staff phones reach this Ghala (invite links); unset, the owner's browser's address.
  PUBLIC_BASE_URL: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), { message: 'must start with http:// or https://' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int('must be a whole number')
    .min(
      MIN_PRODUCTION_COST,
      `must be at least ${MIN_PRODUCTION_COST} (scrypt N = 2^${MIN_PRODUCTION_COST})`,
    )
    .max(MAX_COST, `must be at most ${MAX_COST}`)
    .default(MIN_PRODUCTION_COST),
  BACKUP_DIR: z.string().trim().min(1).default('data/backups'),
  BACKUP_KEEP_DAYS: positiveInt.default(30),
  // eTIMS (issue 21): the mode, PIN, branch and serial are the shop's settings; these are not.
  KRA_SIMULATOR_URL: z.url().default('http://127.0.0.1:4790/etims-api/'),
  ETIMS_SANDBOX_URL: z.url().default('https://etims-api-sbx.kra.go.ke/etims-api/'),
  ETIMS_PRODUCTION_URL: z.url().default('https://etims-api.kra.go.ke/etims-api/'),
  ETIMS_TIMEOUT_SECONDS: positiveInt.default(30),
  // M-Pesa (issue 22): the mode, keys and callback address are the shop's settings; these are not.
  MPESA_SIMULATOR_URL: z.url().default('http://127.0.0.1:4792'),
  MPESA_SANDBOX_URL: z.url().default('https://sandbox.safaricom.co.ke'),
  MPESA_PRODUCTION_URL: z.url().default('https://api.safaricom.co.ke'),
  MPESA_TIMEOUT_SECONDS: positiveInt.default(10),
  TIME_ZONE: z
    .string()
    .default('Africa/Nairobi')
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Africa/Nairobi' }),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type ApiConfig = {
  databaseUrl: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * The shop details' first values, copied into the database once (api/src/company); empty
   * strings unless the environment gives them.
   */
  company: { name: string; registrationNumber: string; email: string };
  /**
   * The shop's address as staff phones open it (`http://192.168.1.20:3000`, no trailing slash),
   * for the links Ghala makes; null when not set.
   */
  publicBaseUrl: string | null;
  /**
   * scrypt's work factor as a power of two. Only the test harnesses go below
   * MIN_PRODUCTION_COST, in code: no environment can weaken it.
   */
  passwordHashCost: number;
  /** Where the business is: invoice dates, due dates and "overdue" follow its calendar. */
  timeZone: string;
  /** Sign-up and sign-in budgets per client address (api/src/auth/throttle.ts); code only. */
  throttle: ThrottleLimits;
  /** Where backups go (`npm run backup`, the server's daily one) and how long they are kept. */
  backups: { folder: string; keepDays: number };
  /** eTIMS as the environment sets it; the shop's settings say whether it is on (etims-settings.ts). */
  etims: EtimsEnvironment;
  /** Where Daraja is for each M-Pesa mode; the shop's M-Pesa settings say which (api/src/mpesa). */
  mpesa: MpesaEnvironment;
};

export interface MpesaEnvironment {
  /** The Daraja simulator's base address (`npm run mpesa-sim`). */
  simulatorUrl: string;
  /** Safaricom's Daraja base addresses for the sandbox and production modes. */
  sandboxUrl: string;
  productionUrl: string;
  /** How long to wait for one Daraja answer. */
  timeoutMs: number;
}

export interface EtimsEnvironment {
  /** The simulator's OSCU base address (`npm run kra-sim`). */
  simulatorUrl: string;
  /** KRA's OSCU base addresses for the settings' sandbox and production modes (docs/etims.md). */
  sandboxUrl: string;
  productionUrl: string;
  /** How long to wait for one KRA answer. */
  timeoutMs: number;
  /** Waits between attempts while KRA cannot be reached: doubling from `firstMs` to `maxMs`. */
  retry: { firstMs: number; maxMs: number };
}

/** Reads the API's settings from the environment; a bad value stops start-up with a clear message. */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = apiConfigSchema.safeParse(withoutBlanks(env));
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${describeIssues(parsed.error.issues)}`);
  const c = parsed.data;
  return {
    databaseUrl: c.DATABASE_URL,
    sessionIdleMs: c.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: c.SESSION_ABSOLUTE_HOURS * 3_600_000,
    passwordHashCost: c.PASSWORD_HASH_COST,
    timeZone: c.TIME_ZONE,
    throttle: THROTTLE_LIMITS,
    backups: { folder: c.BACKUP_DIR, keepDays: c.BACKUP_KEEP_DAYS },
    etims: {
      simulatorUrl: c.KRA_SIMULATOR_URL,
      sandboxUrl: c.ETIMS_SANDBOX_URL,
      productionUrl: c.ETIMS_PRODUCTION_URL,
      timeoutMs: c.ETIMS_TIMEOUT_SECONDS * 1000,
      retry: { firstMs: 5_000, maxMs: 10 * 60_000 },
    },
    mpesa: {
      simulatorUrl: c.MPESA_SIMULATOR_URL,
      sandboxUrl: c.MPESA_SANDBOX_URL,
      productionUrl: c.MPESA_PRODUCTION_URL,
      timeoutMs: c.MPESA_TIMEOUT_SECONDS * 1000,
    },
    publicBaseUrl: c.PUBLIC_BASE_URL ?? null,
    company: {
      name: c.COMPANY_NAME,
      registrationNumber: c.COMPANY_REGISTRATION_NUMBER,
      email: c.COMPANY_EMAIL,
    },
  };
}

/** An empty variable means "use the default", as in most twelve-factor tools. */
export function withoutBlanks(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}
