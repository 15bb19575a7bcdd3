import { createHash, randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { Db } from '../db/database.ts';
import { conflict, tooManyRequests, unauthorized } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { authRepository } from './auth.repository.ts';
import { passwordHasher } from './password.ts';

export interface AuthUser {
  id: number;
  email: string;
}

const MAX_FAILURES = 5;
const THROTTLE_WINDOW_MS = 15 * 60_000;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 60_000;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function authService(db: Db, config: ApiConfig, clock: Clock) {
  const repo = authRepository(db);
  const passwords = passwordHasher(config.passwordHashCost);

  async function assertNotLocked(email: string, now: Date) {
    const throttle = await repo.findThrottle(email);
    if (throttle?.locked_until && new Date(throttle.locked_until) > now) {
      const minutes = Math.ceil((Date.parse(throttle.locked_until) - now.getTime()) / 60_000);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  /**
   * Counted per email whether or not an account exists, so the answer never reveals which do,
   * and counted BEFORE the slow password check, so a burst of simultaneous guesses gets no
   * more tries than guesses made one by one.
   */
  async function countAttempt(email: string, now: Date) {
    const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
    const attempts = await repo.countAttempt(email, now.toISOString(), windowStart);
    if (attempts > MAX_FAILURES) {
      await repo.lockThrottle(email, new Date(now.getTime() + THROTTLE_WINDOW_MS).toISOString());
      await assertNotLocked(email, now);
    }
  }

  return {
    async signup(rawEmail: string, password: string): Promise<AuthUser> {
      const email = normaliseEmail(rawEmail);
      if (await repo.findUserByEmail(email))
        throw conflict('An account with this email already exists');
      const passwordHash = await passwords.hash(password);
      try {
        return await repo.insertUser(email, passwordHash, clock().toISOString());
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    async login(rawEmail: string, password: string): Promise<{ token: string; expiresAt: string }> {
      const email = normaliseEmail(rawEmail);
      await assertNotLocked(email, clock());
      await countAttempt(email, clock());
      const user = await repo.findUserByEmail(email);
      const { valid, weak } = await passwords.verify(
        password,
        user?.password_hash ?? (await passwords.decoy()),
      );
      const now = clock();
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await repo.clearThrottle(email);
      // The only moment the password is known again: bring an old hash up to today's cost.
      if (weak) await repo.updatePasswordHash(user.id, await passwords.hash(password));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + config.sessionAbsoluteMs).toISOString();
      await repo.insertSession({
        token_hash: hashToken(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: expiresAt,
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
      const now = clock();
      const idleFor = now.getTime() - Date.parse(session.last_seen_at);
      if (now >= new Date(session.expires_at) || idleFor >= config.sessionIdleMs) {
        throw unauthorized(SESSION_EXPIRED);
      }
      if (idleFor >= TOUCH_INTERVAL_MS)
        await repo.touchSession(session.session_id, now.toISOString());
      return { id: session.user_id, email: session.email };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
