import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKeeper } from './use-focus-keeper.ts';

function Screen() {
  const main = useRef<HTMLElement>(null);
  useFocusKeeper(main);
  const [rows, setRows] = useState(['INV-000012', 'INV-000013']);
  return (
    <main ref={main}>
      <h1 tabIndex={-1}>Invoices</h1>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            {/* As a list refreshed after a void: the row goes a moment after the press. */}
            <button
              type="button"
              onClick={() => setTimeout(() => setRows((all) => all.filter((r) => r !== row)), 10)}
            >
              Void {row}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

describe('useFocusKeeper', () => {
  it("puts the focus on the screen's title when the focused row leaves the list", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Void INV-000012' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void INV-000012' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invoices' })).toHaveFocus());
  });

  it('leaves the focus where it is when a row without it goes', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Void INV-000012' }));
    const other = screen.getByRole('button', { name: 'Void INV-000013' });
    other.focus();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void INV-000012' })).not.toBeInTheDocument(),
    );
    expect(other).toHaveFocus();
  });
});
