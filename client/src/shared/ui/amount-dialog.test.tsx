import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountDialog } from './amount-dialog.tsx';

function renderAmount(props: Partial<Parameters<typeof AmountDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <AmountDialog
      open
      title="Partial payment"
      max={1500}
      confirmLabel="Record payment"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('AmountDialog (the prompt for an amount)', () => {
  it('asks for an amount in KSh with the balance as a hint, field focused', () => {
    renderAmount();
    expect(screen.getByRole('dialog', { name: 'Partial payment' })).toBeInTheDocument();
    const input = screen.getByLabelText('Amount (KSh)');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Balance: KSh 1,500.00');
  });

  it.each([
    ['', 'Enter an amount.'],
    ['0', 'Enter an amount greater than 0.'],
    ['0.00', 'Enter an amount greater than 0.'],
    ['-50', 'Enter an amount greater than 0.'],
    ['abc', 'Enter an amount in KSh with at most two decimal places.'],
    ['12.345', 'Enter an amount in KSh with at most two decimal places.'],
    ['1500.01', 'Enter an amount no more than KSh 1,500.00.'],
  ])('refuses %j with "%s"', async (typed, message) => {
    const { onSubmit, user } = renderAmount();
    const input = screen.getByLabelText('Amount (KSh)');
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['500', 500],
    ['1,250.5', 1250.5],
    ['1500', 1500],
    [' 0.01 ', 0.01],
  ])('accepts %j as %d (Enter submits)', async (typed, amount) => {
    const { onSubmit, user } = renderAmount();
    await user.type(screen.getByLabelText('Amount (KSh)'), `${typed}{Enter}`);
    expect(onSubmit).toHaveBeenCalledWith(amount);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no upper limit without a balance', async () => {
    const { onSubmit, user } = renderAmount({ max: undefined });
    expect(screen.getByLabelText('Amount (KSh)')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Amount (KSh)'), '999999{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(999999);
  });

  it("shows the owner's error (the server refused it) and disables saving while busy", () => {
    renderAmount({ error: 'Payment exceeds the balance', busy: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment exceeds the balance');
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeDisabled();
  });

  it('cancels on Cancel and on Escape', async () => {
    const { onCancel, onSubmit, user } = renderAmount();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
