import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.ts';
import type { ApiConfig } from '../config.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import { type Db, isPostgres } from '../db/database.ts';
import { conflict, forbidden, unauthorized } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { authRepository } from './auth.repository.ts';
import type { AuthUser, SignedUp } from './auth.schema.ts';
import { passwordHasher } from './password.ts';
import { staffInvites } from './staff-invites.ts';
import { authThrottle } from './throttle.ts';
import { hashToken, newToken } from './tokens.ts';

export type { AuthUser, SignedUp } from './auth.schema.ts';

/**
 * How stale last_seen_at may get before a request writes it again: writing it on every request
 * would turn every read into a write. At most a minute, and at most a quarter of the idle
 * limit, so an active user is never signed out as idle (SESSION_IDLE_MINUTES=1 did that when
 * the write waited a full minute).
 */
export const touchIntervalMs = (sessionIdleMs: number) => Math.min(60_000, sessionIdleMs / 4);

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const AWAITING_APPROVAL = 'Your account is waiting for approval by the shop owner.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Ask the shop owner.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function authService(db: Db, config: ApiConfig, clock: Clock) {
  const repo = authRepository(db);
  const passwords = passwordHasher(config.passwordHashCost);

  // Per (email, client address) and per address, counted before any hash: see throttle.ts.
  const throttle = authThrottle(db, clock, config.throttle);
  const touchInterval = touchIntervalMs(config.sessionIdleMs);

  return {
    /**
     * The first account on an empty database is the owner. Later ones wait for an owner's
     * approval (as cashiers, the least the owner can then raise), unless they come through an
     * owner's invite, which sets their role and lets them straight in.
     */
    async signup(
      rawEmail: string,
      password: string,
      inviteToken: string | undefined,
      /** The caller's address (api/src/http/client-address.ts), for the throttle. */
      address: string,
    ): Promise<SignedUp> {
      const email = normaliseEmail(rawEmail);
      await throttle.signUp(email, address);
      // Hashed before anything is looked up, so a taken email answers as slowly as a new one
      // and the time of the answer tells nothing about who has an account.
      const passwordHash = await passwords.hash(password);
      const now = clock().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          // Sign-ups queue here (PostgreSQL; SQLite writes one at a time anyway), so two
          // people signing up on an empty database at the same moment cannot both be owner.
          if (isPostgres(trx)) await sql`lock table users in share row exclusive mode`.execute(trx);
          if (await repo.findUserByEmail(email, trx))
            throw conflict('An account with this email already exists');
          const invite = inviteToken ? await staffInvites(trx).take(inviteToken, now) : undefined;
          const first = !invite && !(await repo.hasAnyUser(trx));
          const user = await repo.insertUser(trx, {
            email,
            password_hash: passwordHash,
            created_at: now,
            role: invite?.role ?? (first ? 'owner' : 'cashier'),
            status: invite || first ? 'active' : 'pending',
            approved_by: invite?.created_by ?? null,
            approved_at: invite ? now : null,
          });
          if (invite) await staffInvites(trx).markUsedBy(invite.id, user.id);
          await recordAudit(trx, new Date(now), {
            actor: { id: user.id, email, address },
            action: invite ? 'staff.joined' : 'staff.signed_up',
            entity: 'user',
            entityId: user.id,
            summary: invite
              ? `${email} joined as ${user.role} through an invite link`
              : first
                ? `${email} signed up: the shop's owner (first account)`
                : `${email} signed up and waits for approval`,
          });
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    async login(
      rawEmail: string,
      password: string,
      /** The caller's address (api/src/http/client-address.ts), for the throttle. */
      address: string,
    ): Promise<{ token: string; expiresAt: string }> {
      const email = normaliseEmail(rawEmail);
      const attempt = await throttle.signIn(email, address);
      const user = await repo.findUserByEmail(email);
      const { valid, weak } = await passwords.verify(
        password,
        user?.password_hash ?? (await passwords.decoy()),
      );
      const now = clock();
      // Refused sign-ins are in the audit trail, each in its own small write (the throttle
      // above bounds how fast anyone can add them; the password is never recorded).
      const refuse = async (why: string, error: Error) => {
        await recordAudit(db, now, {
          actor: { id: user?.id ?? null, email, address },
          action: 'sign_in.failed',
          entity: user ? 'user' : null,
          entityId: user?.id ?? null,
          summary: `Sign-in refused for ${email}: ${why}`,
        });
        return error;
      };
      if (!user) throw await refuse('no such account', unauthorized(INVALID_CREDENTIALS));
      if (!valid) throw await refuse('wrong password', unauthorized(INVALID_CREDENTIALS));
      await attempt.succeeded();
      // Told only to whoever knows the password, so it reveals nothing to a stranger.
      if (user.status === 'pending')
        throw await refuse('waiting for approval', forbidden(AWAITING_APPROVAL));
      if (user.status === 'disabled')
        throw await refuse('account disabled', forbidden(ACCOUNT_DISABLED));
      // The only moment the password is known again: bring an old hash up to today's cost.
      if (weak) await repo.updatePasswordHash(user.id, await passwords.hash(password));
      const token = newToken();
      const expiresAt = new Date(now.getTime() + config.sessionAbsoluteMs).toISOString();
      await db.transaction().execute(async (trx) => {
        await authRepository(trx).insertSession({
          token_hash: hashToken(token),
          user_id: user.id,
          created_at: now.toISOString(),
          expires_at: expiresAt,
        });
        await recordAudit(trx, now, {
          actor: { id: user.id, email, address },
          action: 'sign_in',
          entity: 'user',
          entityId: user.id,
          summary: `${email} signed in`,
        });
      });
      return { token, expiresAt };
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(hashToken(token), clock().toISOString());
    },

    /** The user behind a bearer token, or a 401 when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<AuthUser> {
      const session = await repo.findSession(hashToken(token));
      if (!session || session.revoked_at) throw unauthorized('Invalid or revoked token');
      if (session.status !== 'active') throw unauthorized(ACCOUNT_DISABLED);
      const now = clock();
      const idleFor = now.getTime() - Date.parse(session.last_seen_at);
      if (now >= new Date(session.expires_at) || idleFor >= config.sessionIdleMs) {
        throw unauthorized(SESSION_EXPIRED);
      }
      if (idleFor >= touchInterval) await repo.touchSession(session.session_id, now.toISOString());
      return { id: session.user_id, email: session.email, role: session.role };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
