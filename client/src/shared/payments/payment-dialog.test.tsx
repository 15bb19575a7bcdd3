import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nairobiDay } from '../format/date.ts';
import { PaymentDialog } from './payment-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof PaymentDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <PaymentDialog
      open
      title="Partial payment"
      balanceCents={150_000}
      defaultMethod="cash"
      confirmLabel="Record payment"
      busyLabel="Saving..."
      busy={false}
      error={null}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

const amountField = () => screen.getByLabelText('Amount received (KSh)');

describe('PaymentDialog', () => {
  it('asks the amount (balance as a hint, focused), the date (today), method and reference', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Partial payment' })).toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveAccessibleDescription('Balance: KSh 1,500.00');
    expect(screen.getByLabelText('Date paid')).toHaveValue(
      nairobiDay().split('-').reverse().join('/'),
    );
    expect(screen.getByLabelText('Method')).toHaveValue('cash');
    expect(screen.getByLabelText('Reference (optional)')).toBeInTheDocument();
  });

  it.each([
    ['', 'Enter an amount.'],
    ['0', 'Enter an amount greater than 0.'],
    ['-50', 'Enter an amount greater than 0.'],
    ['abc', 'Enter an amount in KSh with at most two decimal places.'],
    ['12.345', 'Enter an amount in KSh with at most two decimal places.'],
    ['1500.01', 'Enter an amount no more than KSh 1,500.00.'],
  ])('refuses the amount %j with "%s" beside the field', async (typed, message) => {
    const { onSubmit, user } = renderDialog();
    if (typed) await user.type(amountField(), typed);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(amountField()).toHaveAccessibleDescription(`Balance: KSh 1,500.00 ${message}`);
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['mpesa', 'M-Pesa code'],
    ['cheque', 'cheque number'],
    ['bank_transfer', 'bank reference'],
  ])('needs a reference for %s: "Enter the %s." beside the field', async (method, name) => {
    const { onSubmit, user } = renderDialog();
    await user.type(amountField(), '500');
    await user.selectOptions(screen.getByLabelText('Method'), method);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const reference = screen.getByLabelText(`Reference (${name})`);
    expect(reference).toHaveAccessibleDescription(`Enter the ${name}.`);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(reference, ' QK7H2M9XLP ');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      amountCents: 50_000,
      details: { date: nairobiDay(), method, reference: 'QK7H2M9XLP', note: null },
    });
  });

  it("offers the ways money comes in, the customer's credit with what they hold (none when none)", () => {
    const options = () =>
      Array.from(
        (screen.getByLabelText('Method') as HTMLSelectElement).options,
        (option) => option.text,
      );
    renderDialog({ customerCreditCents: 78_000 });
    // "Credit" is how an order is sold, not a way money comes in.
    expect(options()).toEqual([
      'Cash',
      'M-Pesa',
      'Cheque',
      'Bank transfer',
      'Customer credit (KSh 780.00 held)',
    ]);
    cleanup();
    renderDialog({ customerCreditCents: 0 });
    expect(options().some((text) => text.startsWith('Customer credit'))).toBe(false);
  });

  it('refuses a date in the future', async () => {
    const { onSubmit, user } = renderDialog();
    await user.type(amountField(), '100');
    const date = screen.getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(date).toHaveAccessibleDescription('The date cannot be in the future.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends nothing while the date is not a real day, and says why beside it', async () => {
    const { onSubmit, user } = renderDialog();
    await user.type(amountField(), '100');
    const date = screen.getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '30/02/2025');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(date).toHaveAccessibleDescription(
      'There is no day 30 in February 2025: it has 28 days.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over a back-dated cash payment in cents, with its note', async () => {
    const { onSubmit, user } = renderDialog();
    const date = screen.getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '01/03/2025');
    await user.type(screen.getByLabelText('Note (optional)'), 'Paid at the counter');
    await user.type(amountField(), '1,250.5');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      amountCents: 125_050,
      details: { date: '2025-03-01', method: 'cash', reference: null, note: 'Paid at the counter' },
    });
  });

  it('Mark paid: names the amount and asks no amount', async () => {
    const { onSubmit, user } = renderDialog({
      title: 'Mark paid',
      question: 'Mark ORD-000012 paid: KSh 1,160.00?',
      fixedAmountCents: 116_000,
      defaultMethod: 'mpesa',
      confirmLabel: 'Mark paid',
    });
    expect(screen.getByText('Mark ORD-000012 paid: KSh 1,160.00?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount received (KSh)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reference (M-Pesa code)'), 'QK1');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(onSubmit).toHaveBeenCalledWith({
      amountCents: 116_000,
      details: { date: nairobiDay(), method: 'mpesa', reference: 'QK1', note: null },
    });
  });

  it('lets an M-Pesa payment say it is one part of a payment split across sales, and only M-Pesa', async () => {
    const { onSubmit, user } = renderDialog({ defaultMethod: 'mpesa' });
    const split = screen.getByRole('checkbox', {
      name: /^Part of one M-Pesa payment split across sales/,
    });
    expect(split).not.toBeChecked();
    expect(split).toHaveAccessibleDescription(
      'Tick only when the customer paid this and other sales with this one M-Pesa code.',
    );
    await user.type(amountField(), '1200');
    await user.type(screen.getByLabelText('Reference (M-Pesa code)'), 'SL47ABCDE9');
    await user.click(split);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      amountCents: 120_000,
      details: {
        date: nairobiDay(),
        method: 'mpesa',
        reference: 'SL47ABCDE9',
        note: null,
        split: true,
      },
    });
    // Another method has no M-Pesa code to share: the box goes, and nothing says split.
    await user.selectOptions(screen.getByLabelText('Method'), 'cheque');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reference (cheque number)'));
    await user.type(screen.getByLabelText('Reference (cheque number)'), '000123');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      amountCents: 120_000,
      details: { date: nairobiDay(), method: 'cheque', reference: '000123', note: null },
    });
  });

  it("shows the owner's error (the server refused it) and disables saving while busy", () => {
    renderDialog({ error: 'Payment of KSh 300.00 is more than the balance', busy: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Payment of KSh 300.00 is more than the balance',
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('cancels on Cancel and on Escape', async () => {
    const { onCancel, onSubmit, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before Escape throws a typed payment away: Keep editing keeps it, Discard cancels', async () => {
    const { onCancel, user } = renderDialog();
    await user.type(amountField(), '500');
    await user.type(screen.getByLabelText('Reference (optional)'), 'Paid at the counter');
    await user.keyboard('{Escape}');

    const question = screen.getByRole('dialog', { name: 'Discard this payment?' });
    expect(question).toHaveAccessibleDescription(
      'It has not been recorded yet. What you entered will be lost.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard this payment?' })).not.toBeInTheDocument();
    expect(amountField()).toHaveValue('500');
    expect(screen.getByLabelText('Reference (optional)')).toHaveValue('Paid at the counter');
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
