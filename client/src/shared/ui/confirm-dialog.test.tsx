import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete item"
      message="Delete Simba Cement 50kg? This cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('names what it asks about, with Cancel focused so Enter is safe', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete item' });
    expect(dialog).toHaveTextContent('Delete Simba Cement 50kg? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms only on the confirm button', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Cancel and on Escape', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons while the action runs', () => {
    renderConfirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows nothing when closed', () => {
    renderConfirm({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
