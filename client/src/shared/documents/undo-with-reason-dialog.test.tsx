import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { CancelPurchaseOrderDocument } from '../../features/purchase-orders/purchase-orders.generated.ts';
import { ToastProvider } from '../ui/toast.tsx';
import { UndoWithReasonDialog } from './undo-with-reason-dialog.tsx';

/** A server that keeps what each attempt sent and answers `answers` in turn. */
function renderDialog(answers: FormattedExecutionResult[]) {
  const sent: Array<Record<string, unknown>> = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.variables);
    return of(answers.shift() ?? { data: null });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const onUndone = vi.fn();
  render(
    <ApolloProvider client={client}>
      <ToastProvider>
        <UndoWithReasonDialog
          document={{ id: '42', number: 'PO-000042' }}
          mutation={CancelPurchaseOrderDocument}
          verb={{ doing: 'cancel', done: 'cancelled' }}
          onUndone={onUndone}
          title="Cancel PO-000042?"
          submitLabel="Cancel the order"
          busyLabel="Cancelling..."
          message="The order is kept, marked cancelled."
          reasonRequired="Say why the order is cancelled."
          discardTitle="Keep the order?"
          discardMessage="Nothing has been cancelled."
          onClose={() => {}}
        />
      </ToastProvider>
    </ApolloProvider>,
  );
  return { user: userEvent.setup(), sent, onUndone };
}

describe('UndoWithReasonDialog', () => {
  it('says the server’s refusal in the dialog, and retries with the same key', async () => {
    const { user, sent, onUndone } = renderDialog([
      { errors: [{ message: 'PO-000042 is received in full.', extensions: { code: 'CONFLICT' } }] },
      { data: { cancelPurchaseOrder: null } },
    ]);
    await user.type(screen.getByLabelText('Reason'), '  Supplier closed  ');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('PO-000042 is received in full.')).toBeInTheDocument();
    expect(onUndone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('PO-000042 cancelled')).toBeInTheDocument();
    expect(onUndone).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ id: '42', reason: 'Supplier closed' });
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });
});
