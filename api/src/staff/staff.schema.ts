import { z } from 'zod';
import { AccountStatusName, RoleName } from '../auth/auth.schema.ts';
import { instant } from '../http/openapi.ts';

/** A member of staff as the owner's Staff screen lists them. */
export const StaffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: RoleName,
    status: AccountStatusName.meta({
      description: 'pending: signed up, waits for approval; active: may sign in; disabled',
    }),
    created_at: instant.meta({ description: 'When they signed up' }),
    approved_at: instant.nullable().meta({
      description: 'When an owner let them in (or they joined through an invite); null if never',
    }),
    approved_by_email: z
      .string()
      .nullable()
      .meta({ description: 'The owner who approved or invited them' }),
    last_seen_at: instant
      .nullable()
      .meta({ description: 'Their latest activity on any session; null if they never signed in' }),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.output<typeof StaffMember>;

/** What an invite link is, whether just made or listed later. */
const inviteFields = {
  id: z.number().int(),
  role: RoleName.meta({ description: 'The role whoever signs up through it gets' }),
  created_at: instant,
  expires_at: instant,
};

/** An invite link not yet used, withdrawn or expired (its token is never shown again). */
export const StaffInvite = z
  .object({
    ...inviteFields,
    created_by_email: z.string().meta({ description: 'The owner who made it' }),
  })
  .meta({ id: 'StaffInvite' });
export type StaffInvite = z.output<typeof StaffInvite>;

/** A new invite link, with its token: shown this once, as only its hash is kept. */
export const NewStaffInvite = z
  .object({
    ...inviteFields,
    token: z.string().meta({
      description: 'Goes into the invite link; sign-up takes it as `invite_token`. Shown once',
    }),
    link: z.string().nullable().meta({
      description:
        'The whole link, `<PUBLIC_BASE_URL>/signup?invite=<token>`, on the address staff phones open; null when PUBLIC_BASE_URL is not set (then build it on the address you reached Ghala at)',
    }),
  })
  .meta({ id: 'NewStaffInvite' });
export type NewStaffInvite = z.output<typeof NewStaffInvite>;

/** What signing a member out everywhere answers. */
export const SignedOut = z
  .object({
    signed_out_sessions: z
      .number()
      .int()
      .meta({ description: 'How many of their sessions were open and are now ended' }),
  })
  .meta({ id: 'SignedOut' });
export type SignedOut = z.output<typeof SignedOut>;
