import { ActionButton } from '../../shared/ui/action-button.tsx';

/**
 * The end of a Settings form: whether it holds unsaved changes (announced), Discard while it
 * does, and Save.
 */
export function SaveBar({
  className,
  dirty,
  unsaved,
  discardLabel,
  saveLabel,
  busy,
  onDiscard,
}: {
  className: string;
  dirty: boolean;
  /** What the status says while there are unsaved changes. */
  unsaved: string;
  discardLabel: string;
  saveLabel: string;
  busy: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className={className}>
      <p className="settings__status" role="status">
        {dirty ? unsaved : ''}
      </p>
      {dirty && (
        <ActionButton disabled={busy} onClick={onDiscard}>
          {discardLabel}
        </ActionButton>
      )}
      <button className="button button--primary" type="submit" disabled={busy}>
        {busy ? 'Saving...' : saveLabel}
      </button>
    </div>
  );
}
