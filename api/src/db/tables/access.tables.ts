import type { Generated, Selectable } from 'kysely';

/**
 * Who uses Ghala: accounts, invites, sessions, sign-in throttling, replayed requests, and the
 * audit trail.
 */

export type Role = 'owner' | 'manager' | 'cashier';
export type AccountStatus = 'pending' | 'active' | 'disabled';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  role: Generated<Role>;
  status: Generated<AccountStatus>;
  approved_by: number | null;
  approved_at: string | null;
}

export interface StaffInvitesTable {
  id: Generated<number>;
  token_hash: string;
  role: Role;
  created_by: number;
  created_at: string;
  expires_at: string;
  used_by: number | null;
  used_at: string | null;
  revoked_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A counter of api/src/auth/throttle.ts: `hits` since `window_started_at`. */
export interface RequestThrottleTable {
  key: string;
  hits: number;
  window_started_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  status: number;
  body: string;
  created_at: string;
}

export type User = Selectable<UsersTable>;

/** One event of the audit trail (api/src/audit): appended, never changed (a trigger refuses). */
export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string | null;
  entity_id: number | null;
  summary: string;
  /** JSON `[{ field, before, after }]`. */
  changes: string | null;
  client_address: string | null;
}
