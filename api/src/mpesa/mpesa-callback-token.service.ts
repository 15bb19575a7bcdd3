import { randomBytes } from 'node:crypto';
import type { ApiDeps } from '../app-env.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { ApiError } from '../http/api-error.ts';
import { mpesaRepository } from './mpesa.repository.ts';
import type { CallbackTokenRotated } from './mpesa.schema.ts';
import { MPESA_OFF, type MpesaSettingsService, toMpesaSettings } from './mpesa-settings.service.ts';

/**
 * POST /mpesa/settings/rotate-callback-token (issue 46): whoever once saw the callback addresses
 * (a former manager, a tunnel's log) could post a confirmation that marks any invoice paid, and
 * the token in them could not be changed. A new token kills every old address at once, in the
 * transaction that stores it; then, when M-Pesa is on, the new C2B addresses are registered with
 * Daraja. Daraja's production may refuse a second registration of a shortcode (Safaricom then
 * changes the addresses on request): the token stays replaced, and the answer says so.
 */
export function rotateCallbackToken(deps: ApiDeps, settings: MpesaSettingsService) {
  return async (user: AuthUser): Promise<CallbackTokenRotated> => {
    await deps.db.transaction().execute(async (trx) => {
      const repo = mpesaRepository(trx);
      const before = await repo.settings({ lock: true });
      await repo.updateSettings({
        callback_token: randomBytes(32).toString('hex'),
        // The addresses Daraja holds are dead: they must be registered again.
        c2b_registered_at: null,
        updated_at: deps.clock().toISOString(),
        updated_by: user.id,
      });
      await recordAudit(trx, deps.clock(), {
        actor: { id: user.id, email: user.email },
        action: 'settings.changed',
        entity: 'mpesa_settings',
        entityId: 1,
        summary: 'M-Pesa callback addresses replaced: the old ones no longer work',
        // Never the token: the audit trail is read by managers too.
        changes: [
          { field: 'M-Pesa callback token', before: 'set', after: 'changed' },
          { field: 'C2B registered', before: before.c2b_registered_at, after: null },
        ],
      });
    });

    try {
      const registered = await settings.registerC2B(user);
      return { settings: registered, c2b_registration: 'registered', c2b_registration_error: null };
    } catch (error) {
      const current = toMpesaSettings(await mpesaRepository(deps.db).settings());
      if (error instanceof ApiError && error.status === 409 && error.message === MPESA_OFF) {
        return { settings: current, c2b_registration: 'not_set_up', c2b_registration_error: null };
      }
      if (error instanceof ApiError && error.status === 502) {
        return {
          settings: current,
          c2b_registration: 'failed',
          c2b_registration_error: error.message,
        };
      }
      throw error;
    }
  };
}

export type CallbackTokenRotation = ReturnType<typeof rotateCallbackToken>;
