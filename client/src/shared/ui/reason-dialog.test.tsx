import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog.tsx';

function renderReason() {
  const onSubmit = vi.fn(async (_reason: string) => undefined);
  render(
    <ReasonDialog
      title="Cancel PO-000007?"
      submitLabel="Cancel the order"
      busyLabel="Cancelling..."
      message="Mombasa Cement should no longer deliver it."
      reasonRequired="Say why the order is cancelled."
      discardTitle="Keep the order?"
      discardMessage="Nothing has been cancelled. The reason you typed will be lost."
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ReasonDialog', () => {
  it('says what happens, with the reason box focused', () => {
    renderReason();
    const dialog = screen.getByRole('dialog', { name: 'Cancel PO-000007?' });
    expect(dialog).toHaveTextContent('Mombasa Cement should no longer deliver it.');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('asks for a reason before doing it, then sends it trimmed', async () => {
    const { onSubmit, user } = renderReason();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Say why the order is cancelled.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Supplier closed  ');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(onSubmit).toHaveBeenCalledWith('Supplier closed');
  });
});
