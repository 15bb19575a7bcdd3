import { useState } from 'react';
import type { Role } from '../../graphql/schema-types.generated.ts';
import { formatDateTime } from '../../shared/format/date.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { LinkCopied, LinkToCopy } from '../../shared/ui/copy-link.tsx';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useCopyField } from '../../shared/ui/use-copy-field.ts';
import type { StaffRowFragment } from './staff.generated.ts';
import { roleChoices } from './staff-text.ts';

/** The role picker with a line saying what the chosen role may do. */
function RoleField({
  value,
  onChange,
  label = 'Role',
}: {
  value: Role;
  onChange: (role: Role) => void;
  label?: string;
}) {
  const chosen = roleChoices.find((choice) => choice.value === value);
  return (
    <>
      <SelectField label={label} value={value} onChange={(next) => onChange(next as Role)}>
        {roleChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <p className="staff-dialog__means">{chosen?.means}</p>
    </>
  );
}

type RoleDialogProps = {
  member: StaffRowFragment;
  /** Approving a sign-up (also sets it active) or changing an account's role. */
  purpose: 'approve' | 'change';
  /** Resolves with nothing when saved, or with the reason it was not. */
  onSave: (role: Role) => Promise<string | undefined>;
  onClose: () => void;
};

/** Approve a sign-up in a role (cashier unless chosen otherwise), or change someone's role. */
export function RoleDialog({ member, purpose, onSave, onClose }: RoleDialogProps) {
  const [role, setRole] = useState<Role>(member.role);
  const approving = purpose === 'approve';
  // An owner can take the shop from everyone else, so the button says so rather than "Save".
  const makingOwner = role === 'owner' && (approving || member.role !== 'owner');
  return (
    <FormDialog
      title={approving ? 'Approve account' : 'Change role'}
      submitLabel={makingOwner ? 'Make owner' : approving ? 'Approve' : 'Save role'}
      busyLabel={approving ? 'Approving...' : 'Saving...'}
      submitDisabled={!approving && role === member.role}
      onSubmit={() => onSave(role)}
      onClose={onClose}
    >
      <p>
        {approving ? 'Let ' : 'The role of '}
        <strong>{member.email}</strong>
        {approving ? ' sign in as:' : ':'}
      </p>
      <RoleField value={role} onChange={setRole} />
      {makingOwner && (
        <p className="banner banner--warning">
          As an owner, {member.email} can change anyone's role, yours included, and disable any
          account. Make them an owner only if they share the shop with you.
        </p>
      )}
    </FormDialog>
  );
}

// How long a new link stays valid; the API takes 1 to 30 days.
const validities = [1, 3, 7, 14, 30] as const;

/** `link` is the whole link on the shop's public address, when the server has one. */
export type MadeInvite = { token: string; expiresAt: string; link: string | null };

type InviteDialogProps = {
  onCreate: (role: Role, validDays: number) => Promise<MadeInvite | string>;
  onClose: () => void;
};

/**
 * Makes an invite link: choose the role and how long it works, then copy the link (shown
 * this once: the server keeps only a hash of its secret).
 */
export function InviteDialog({ onCreate, onClose }: InviteDialogProps) {
  const [role, setRole] = useState<Role>('cashier');
  const [validDays, setValidDays] = useState('7');
  const [made, setMade] = useState<MadeInvite | null>(null);

  if (made) return <InviteLinkDialog invite={made} onClose={onClose} />;

  return (
    <FormDialog
      title="Invite staff"
      submitLabel="Make link"
      busyLabel="Making link..."
      onSubmit={async () => {
        const answer = await onCreate(role, Number(validDays));
        if (typeof answer === 'string') return answer;
        setMade(answer);
        return undefined;
      }}
      onClose={onClose}
    >
      <p>
        The link lets one person sign up and sign in at once, with no approval needed. Send it only
        to them.
      </p>
      <RoleField value={role} onChange={setRole} label="They join as" />
      <SelectField label="Link works for" value={validDays} onChange={setValidDays}>
        {validities.map((days) => (
          <option key={days} value={days}>
            {days === 1 ? '1 day' : `${days} days`}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** Names this computer only: a phone given such a link opens itself. */
const THIS_COMPUTER = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/**
 * The link staff open, and on which address (issue 46): the shop's public address when the
 * server has one (PUBLIC_BASE_URL), else the one this browser opened Ghala at.
 */
export function inviteLink(invite: MadeInvite, origin = window.location.origin) {
  const link = invite.link ?? `${origin}/signup?invite=${encodeURIComponent(invite.token)}`;
  const url = new URL(link);
  return {
    link,
    address: url.origin,
    public: invite.link !== null,
    local: THIS_COMPUTER.test(url.hostname),
  };
}

/** Says which address the link is on, and when a phone cannot open it, what to do. */
function InviteAddress({ invite }: { invite: MadeInvite }) {
  const { address, public: onPublicAddress, local } = inviteLink(invite);
  if (onPublicAddress) {
    return (
      <p>
        It uses the shop's public address, <strong>{address}</strong> (PUBLIC_BASE_URL).
      </p>
    );
  }
  return (
    <>
      <p>
        It uses the address this browser opened Ghala at, <strong>{address}</strong>. To put the
        shop's public address in every link, set PUBLIC_BASE_URL on the server.
      </p>
      {local && (
        <p className="staff-dialog__warning" role="alert">
          A phone cannot open {address}: that name means the device itself. Open Ghala on this
          computer's network address (for example http://192.168.1.20:3000) and make the link there,
          or set PUBLIC_BASE_URL.
        </p>
      )}
    </>
  );
}

function InviteLinkDialog({ invite, onClose }: { invite: MadeInvite; onClose: () => void }) {
  const { ref: linkRef, copied, copy } = useCopyField();
  const { link } = inviteLink(invite);

  return (
    <ModalDialog
      open
      title="Invite link"
      onClose={onClose}
      footer={
        <>
          <ActionButton onClick={onClose}>Done</ActionButton>
          <ActionButton tone="primary" onClick={() => void copy(link)}>
            Copy link
          </ActionButton>
        </>
      }
    >
      <p>
        Send this link to the new member of staff. It works once, until{' '}
        <strong>{formatDateTime(invite.expiresAt)}</strong>. It is shown only now.
      </p>
      <InviteAddress invite={invite} />
      <LinkToCopy id="invite-link" label="Invite link" link={link} inputRef={linkRef} />
      <LinkCopied copied={copied} className="staff-dialog__copied" />
    </ModalDialog>
  );
}
