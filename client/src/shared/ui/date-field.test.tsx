import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';

/** A form holding the day as the field hands it over; `onChange` sees every hand-over. */
function Form({
  start = '',
  onChange,
  error,
}: {
  start?: string;
  onChange: (day: string | null) => void;
  error?: string;
}) {
  const [day, setDay] = useState(start);
  return (
    <>
      <DateField
        label="Invoice date"
        value={day}
        hint="Leave blank for today."
        error={error}
        onChange={(next) => {
          onChange(next);
          if (next !== null) setDay(next);
        }}
      />
      <button type="button" onClick={() => setDay('2026-01-31')}>
        Reset
      </button>
      <output aria-label="Held">{day}</output>
    </>
  );
}

function renderForm(props: Partial<Parameters<typeof Form>[0]> = {}) {
  const onChange = vi.fn();
  render(<Form onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), field: screen.getByLabelText('Invoice date') };
}

describe('DateField', () => {
  it('shows the day as dd/mm/yyyy, whatever the browser’s language', () => {
    const { field } = renderForm({ start: '2026-03-07' });
    expect(field).toHaveValue('07/03/2026');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(field).toHaveAccessibleDescription('Leave blank for today.');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('hands over the day typed as YYYY-MM-DD, and writes it out in full on leaving', async () => {
    const { field, onChange, user } = renderForm();
    await user.type(field, '7/3/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-07');
    expect(screen.getByLabelText('Held')).toHaveTextContent('2026-03-07');
    await user.tab();
    expect(field).toHaveValue('07/03/2026');
  });

  it('hands over nothing for an impossible day and says why beside the field once left', async () => {
    const { field, onChange, user } = renderForm({ start: '2026-03-07' });
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(field, '31/02/2025');
    expect(onChange).toHaveBeenLastCalledWith(null);
    // Not while typing: a half-typed day is not a mistake yet.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no day 31 in February 2025: it has 28 days.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Leave blank for today. There is no day 31 in February 2025: it has 28 days.',
    );
    expect(field).toHaveValue('31/02/2025');

    // Put right, the message goes at once.
    await user.clear(field);
    await user.type(field, '28/02/2025');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28');
  });

  it('says so on Enter too, for text that is not a date at all', async () => {
    const { field, onChange, user } = renderForm();
    await user.type(field, '2/30{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the date as dd/mm/yyyy, for example 31/01/2025.',
    );
  });

  it('shows a day set from outside (a reset), and the form’s own word on it', async () => {
    const { field, user } = renderForm({ error: 'The invoice date cannot be in the future.' });
    expect(field).toHaveAccessibleDescription(
      'Leave blank for today. The invoice date cannot be in the future.',
    );
    await user.type(field, '3/1/2026');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('31/01/2026');
  });
});
