import './record-dialog.css';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button.tsx';
import { LoadError } from './load-error.tsx';
import { ModalDialog } from './modal-dialog.tsx';

type RecordDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The record's own button before Done (Pay, Reverse), while it applies. */
  action?: ReactNode;
  /** Said when the record could not be read and none was shown yet; null when it was read. */
  loadFailure: string | null;
  /** Asks the record's query again (Try Again). */
  onRetry: () => void;
  /** Nothing read yet: says Loading... in its place. */
  loading: boolean;
  children: ReactNode;
};

/**
 * One stored record (a bill, a goods received note) in a large dialog closed by Done: its load
 * failure with Try Again, Loading... until it is read, then the record: a `record-detail` block
 * whose `record-detail__facts` list (Fact) wraps to the dialog's width.
 */
export function RecordDialog({
  open,
  title,
  onClose,
  action,
  loadFailure,
  onRetry,
  loading,
  children,
}: RecordDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      size="large"
      footer={
        <>
          {action}
          <ActionButton onClick={onClose}>Done</ActionButton>
        </>
      }
    >
      {loadFailure !== null ? (
        <LoadError message={loadFailure} onReload={onRetry} reloadLabel="Try Again" />
      ) : loading ? (
        <p role="status">Loading...</p>
      ) : (
        children
      )}
    </ModalDialog>
  );
}
