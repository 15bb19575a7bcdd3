type BusyButtonProps = {
  /** What the button says at rest: "Send request". */
  label: string;
  /** What it says while its work runs: "Sending...". */
  busyLabel: string;
  busy: boolean;
  /** Disabled for a reason of its own as well as while busy (a form not yet filled in). */
  disabled?: boolean;
  /** The form it submits when it stands outside it, as in a dialog's footer. */
  form?: string;
  /** A plain button that does this; without it the button submits its form. */
  onClick?: () => void;
};

/**
 * A screen's or a dialog's main action that takes a while: primary, saying what it is doing
 * and disabled while it runs, so a second click cannot send the same thing twice.
 */
export function BusyButton({ label, busyLabel, busy, disabled, form, onClick }: BusyButtonProps) {
  return (
    <button
      className="button button--primary"
      type={onClick ? 'button' : 'submit'}
      form={form}
      disabled={busy || disabled}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
