import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { newAttemptKey } from '../attempt-key.ts';
import { saveFailureMessage } from '../graphql/save-failure.ts';
import { ReasonDialog, type ReasonDialogProps } from '../ui/reason-dialog.tsx';
import { useToast } from '../ui/toast.tsx';

type UndoWithReasonDialogProps = Omit<ReasonDialogProps, 'onSubmit'> & {
  /** The document undone: its id, and its number as the toast and a failure name it. */
  document: { id: string; number: string };
  /** The mutation that undoes it, with the reason and one key for this dialog's attempts. */
  mutation: TypedDocumentNode<unknown, { id: string; reason: string; idempotencyKey: string }>;
  /** What is done to it: `reverse` and `reversed`, `cancel` and `cancelled`. */
  verb: { doing: string; done: string };
  onUndone: () => void;
};

/**
 * Undoing a numbered purchase document that is kept, never deleted (a delivery reversed, a
 * purchase order cancelled): asks why, sends it with one key for all the dialog's attempts so
 * a retry after a lost answer never undoes twice, and says it is done in a toast. The server's
 * refusal is said in the dialog.
 */
export function UndoWithReasonDialog({
  document,
  mutation,
  verb,
  onUndone,
  ...dialog
}: UndoWithReasonDialogProps) {
  const [undo] = useMutation(mutation);
  const toast = useToast();
  const [idempotencyKey] = useState(newAttemptKey);

  async function submit(reason: string) {
    try {
      await undo({ variables: { id: document.id, reason, idempotencyKey } });
      toast.success(`${document.number} ${verb.done}`);
      onUndone();
    } catch (failure) {
      return saveFailureMessage(failure, `Failed to ${verb.doing} ${document.number}`);
    }
  }

  return <ReasonDialog {...dialog} onSubmit={submit} />;
}
