import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu, type RowMenuItem } from './row-menu.tsx';

function renderMenu() {
  const chosen = vi.fn<(name: string) => void>();
  const item = (text: string, extra: Partial<RowMenuItem> = {}): RowMenuItem => ({
    text,
    label: `${text} of ORD-000042`,
    onSelect: () => chosen(text),
    ...extra,
  });
  const items = vi.fn(() => [
    item('Items'),
    item('Payments'),
    item('Partial payment', { disabled: true }),
    item('Cancel order', { tone: 'danger' }),
  ]);
  render(
    <>
      <RowMenu label="More actions for ORD-000042" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'More actions for ORD-000042' });
  return { button, chosen, items, user: userEvent.setup() };
}

const menu = () => screen.queryByRole('menu', { name: 'More actions for ORD-000042' });
const menuItem = (text: string) => screen.getByRole('menuitem', { name: `${text} of ORD-000042` });

describe('RowMenu', () => {
  it('makes its items only when opened, and says so on its button', async () => {
    const { button, items, user } = renderMenu();
    expect(items).not.toHaveBeenCalled();
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu()?.id);
    expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
      'Items',
      'Payments',
      'Partial payment',
      'Cancel order',
    ]);
    expect(menuItem('Partial payment')).toBeDisabled();
    expect(menuItem('Items')).toHaveFocus();

    await user.click(button);
    expect(menu()).not.toBeInTheDocument();
  });

  it('moves with the arrows, Home and End past a disabled item, and wraps round', async () => {
    const { button, user } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(menuItem('Items')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Payments')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Cancel order')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Items')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Cancel order')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuItem('Items')).toHaveFocus();
    await user.keyboard('{End}');
    expect(menuItem('Cancel order')).toHaveFocus();
  });

  it('opens on its last item with Up, and Escape or Tab close it back to its button', async () => {
    const { button, user } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Cancel order')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(menuItem('Items')).toHaveFocus();
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('does what is chosen once, closed and with focus back on its button', async () => {
    const { button, chosen, user } = renderMenu();
    await user.click(button);
    await user.click(menuItem('Payments'));
    expect(chosen.mock.calls).toEqual([['Payments']]);
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(menuItem('Partial payment'));
    expect(chosen).toHaveBeenCalledTimes(1);
  });

  it('closes on a click elsewhere, choosing nothing', async () => {
    const { button, chosen, user } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).not.toBeInTheDocument();
    expect(chosen).not.toHaveBeenCalled();
  });
});
