import type { ApiDeps } from '../app-env.ts';
import { type AuditChange, recordAudit } from '../audit/audit.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { companyRepository } from '../company/company.repository.ts';
import type { MpesaEnvironment } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { MpesaMode, MpesaType } from '../db/schema.ts';
import { ApiError, badField, badRequest, conflict } from '../http/api-error.ts';
import { log } from '../log.ts';
import { createDarajaClient, type DarajaClient, DarajaError } from './daraja.client.ts';
import { type MpesaSettingsRow, mpesaRepository } from './mpesa.repository.ts';
import type { MpesaSettings, MpesaSettingsInput } from './mpesa.schema.ts';

export const MPESA_OFF = 'M-Pesa is not set up: ask the owner to fill in M-Pesa in Settings';

/** The three callback paths under the base address; none may name M-Pesa or Safaricom. */
export const callbackPath = (
  token: string,
  kind: 'stk-result' | 'c2b-validation' | 'c2b-confirmation',
) => `/api/v1/callbacks/${token}/${kind}`;

const callbackUrl = (
  row: Pick<MpesaSettingsRow, 'callback_base_url' | 'callback_token'>,
  kind: Parameters<typeof callbackPath>[1],
) =>
  row.callback_base_url
    ? `${row.callback_base_url.replace(/\/+$/, '')}${callbackPath(row.callback_token, kind)}`
    : null;

/** Daraja refuses callback addresses that name M-Pesa or Safaricom, in any case. */
const namesSafaricom = (text: string) => /m-?pesa|safaricom/i.test(text);

export function toMpesaSettings(row: MpesaSettingsRow): MpesaSettings {
  return {
    mode: row.mode,
    stk_shortcode: row.stk_shortcode,
    callback_base_url: row.callback_base_url,
    passkey_set: Boolean(row.passkey),
    consumer_key_set: Boolean(row.consumer_key),
    consumer_secret_set: Boolean(row.consumer_secret),
    confirmation_url: callbackUrl(row, 'c2b-confirmation'),
    validation_url: callbackUrl(row, 'c2b-validation'),
    stk_callback_url: callbackUrl(row, 'stk-result'),
    c2b_registered_at: row.c2b_registered_at,
    updated_at: row.updated_at,
  };
}

/** Everything needed to talk to Daraja, when M-Pesa is on and complete. */
export interface ActiveMpesa {
  mode: Exclude<MpesaMode, 'off'>;
  row: MpesaSettingsRow;
  passkey: string;
  /** The till or paybill customers pay (shop_settings). */
  type: MpesaType;
  number: string;
  /** STK's BusinessShortCode: `stk_shortcode`, else the number. */
  stkShortCode: string;
  daraja: DarajaClient;
  stkCallbackUrl: string;
  confirmationUrl: string;
  validationUrl: string;
}

const LABELS: Record<MpesaMode, string> = {
  off: 'Off',
  simulator: 'Daraja simulator',
  sandbox: 'Daraja sandbox',
  production: 'Daraja (production)',
};

/** What the settings still lack for M-Pesa to be on, by field. */
function missingForMode(
  row: MpesaSettingsRow,
  shop: { mpesa_type: MpesaType | null; mpesa_number: string | null } | undefined,
): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!shop?.mpesa_type || !shop.mpesa_number) {
    missing.mpesa_number = 'the till or paybill number must be saved in the shop details first';
  }
  if (!row.passkey) missing.passkey = 'must be given when M-Pesa is on';
  if (!row.consumer_key) missing.consumer_key = 'must be given when M-Pesa is on';
  if (!row.consumer_secret) missing.consumer_secret = 'must be given when M-Pesa is on';
  if (!row.callback_base_url) missing.callback_base_url = 'must be given when M-Pesa is on';
  return missing;
}

function checkBaseUrl(value: string, mode: MpesaMode): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badField('callback_base_url', 'must be an address like https://duka.example.co.ke');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badField('callback_base_url', 'must be an address like https://duka.example.co.ke');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw badField('callback_base_url', 'must be a plain address without ?, # or a password');
  }
  if ((mode === 'sandbox' || mode === 'production') && url.protocol !== 'https:') {
    throw badField('callback_base_url', 'must start with https:// for Safaricom to call it');
  }
  if (namesSafaricom(value)) {
    throw badField(
      'callback_base_url',
      'must not contain "mpesa" or "safaricom": Daraja refuses such addresses',
    );
  }
}

/** The shop's M-Pesa settings: read by every M-Pesa action, saved by owners and managers. */
export function mpesaSettingsService(deps: ApiDeps) {
  const { clock } = deps;
  const environment: MpesaEnvironment = deps.config.mpesa;

  /** M-Pesa as it is configured now, or a 409 saying it is not set up. */
  async function active(executor: Db = deps.db): Promise<ActiveMpesa> {
    const row = await mpesaRepository(executor).settings();
    const shop = await companyRepository(executor).find();
    if (row.mode === 'off' || Object.keys(missingForMode(row, shop)).length > 0) {
      throw conflict(MPESA_OFF);
    }
    const mode = row.mode as Exclude<MpesaMode, 'off'>;
    const baseUrl = {
      simulator: environment.simulatorUrl,
      sandbox: environment.sandboxUrl,
      production: environment.productionUrl,
    }[mode];
    return {
      mode,
      row,
      passkey: row.passkey!,
      type: shop!.mpesa_type!,
      number: shop!.mpesa_number!,
      stkShortCode: row.stk_shortcode ?? shop!.mpesa_number!,
      daraja: createDarajaClient({
        baseUrl,
        consumerKey: row.consumer_key!,
        consumerSecret: row.consumer_secret!,
        timeoutMs: environment.timeoutMs,
        now: clock,
      }),
      stkCallbackUrl: callbackUrl(row, 'stk-result')!,
      confirmationUrl: callbackUrl(row, 'c2b-confirmation')!,
      validationUrl: callbackUrl(row, 'c2b-validation')!,
    };
  }

  return {
    active,

    async read(): Promise<MpesaSettings> {
      return toMpesaSettings(await mpesaRepository(deps.db).settings());
    },

    /** PUT /mpesa/settings: absent keeps, "" keeps a secret, null clears. Audited, never the secrets. */
    save: (input: MpesaSettingsInput, user: AuthUser): Promise<MpesaSettings> =>
      deps.db.transaction().execute(async (trx) => {
        const repo = mpesaRepository(trx);
        const before = await repo.settings({ lock: true });
        const after: MpesaSettingsRow = { ...before };
        for (const field of [
          'mode',
          'stk_shortcode',
          'callback_base_url',
          'passkey',
          'consumer_key',
          'consumer_secret',
        ] as const) {
          const value = input[field];
          if (value !== undefined) (after as unknown as Record<string, unknown>)[field] = value;
        }
        after.mode = after.mode ?? 'off';
        if (after.callback_base_url) checkBaseUrl(after.callback_base_url, after.mode);
        if (after.mode !== 'off') {
          const missing = missingForMode(after, await companyRepository(trx).find());
          if (Object.keys(missing).length > 0) {
            throw badRequest(
              Object.entries(missing)
                .map(([field, why]) => `${field}: ${why}`)
                .join('; '),
              missing,
            );
          }
        }
        // Daraja must be told again where to call when the address, the code or its keys change.
        const reRegister =
          after.callback_base_url !== before.callback_base_url ||
          after.stk_shortcode !== before.stk_shortcode ||
          after.mode !== before.mode ||
          after.consumer_key !== before.consumer_key;
        const now = clock().toISOString();
        await repo.updateSettings({
          mode: after.mode,
          stk_shortcode: after.stk_shortcode,
          callback_base_url: after.callback_base_url,
          passkey: after.passkey,
          consumer_key: after.consumer_key,
          consumer_secret: after.consumer_secret,
          c2b_registered_at: reRegister ? null : before.c2b_registered_at,
          updated_at: now,
          updated_by: user.id,
        });
        const secretState = (was: string | null, is: string | null) =>
          is === null ? 'not set' : was === is ? 'set' : was === null ? 'set' : 'changed';
        const changes: AuditChange[] = [
          { field: 'M-Pesa', before: LABELS[before.mode], after: LABELS[after.mode] },
          { field: 'STK shortcode', before: before.stk_shortcode, after: after.stk_shortcode },
          {
            field: 'M-Pesa callback address',
            before: before.callback_base_url,
            after: after.callback_base_url,
          },
          ...(
            [
              ['M-Pesa passkey', 'passkey'],
              ['Daraja consumer key', 'consumer_key'],
              ['Daraja consumer secret', 'consumer_secret'],
            ] as const
          ).map(([field, column]) => ({
            field,
            // Only whether it is set, and that it changed: never the secret.
            before: before[column] === null ? 'not set' : 'set',
            after: secretState(before[column], after[column]),
          })),
        ].filter((change) => change.before !== change.after);
        if (changes.length > 0) {
          await recordAudit(trx, clock(), {
            actor: { id: user.id, email: user.email },
            action: 'settings.changed',
            entity: 'mpesa_settings',
            entityId: 1,
            summary: `M-Pesa settings changed: ${changes.map((change) => change.field).join(', ')}`,
            changes,
          });
        }
        return toMpesaSettings(await repo.settings());
      }),

    /** POST /mpesa/settings/register-c2b: tells Daraja where to send C2B payments. */
    async registerC2B(user: AuthUser): Promise<MpesaSettings> {
      const mpesa = await active();
      try {
        await mpesa.daraja.registerC2B({
          shortCode: mpesa.stkShortCode,
          confirmationUrl: mpesa.confirmationUrl,
          validationUrl: mpesa.validationUrl,
        });
      } catch (error) {
        if (error instanceof DarajaError) {
          log.warn({ call: error.call, code: error.errorCode }, error.message);
          throw new ApiError(502, error.message);
        }
        throw error;
      }
      const now = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await mpesaRepository(trx).updateSettings({ c2b_registered_at: now });
        await recordAudit(trx, clock(), {
          actor: { id: user.id, email: user.email },
          action: 'settings.changed',
          entity: 'mpesa_settings',
          entityId: 1,
          summary: `M-Pesa payments to ${mpesa.stkShortCode} registered with Daraja`,
          changes: [{ field: 'C2B registered', before: mpesa.row.c2b_registered_at, after: now }],
        });
      });
      return toMpesaSettings(await mpesaRepository(deps.db).settings());
    },
  };
}

export type MpesaSettingsService = ReturnType<typeof mpesaSettingsService>;
