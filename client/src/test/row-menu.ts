import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens a row's More menu (its button is "More actions for <row>": an order's number, an
 * item's name) and finds one of its items by name ("Price history of Padlock 50mm").
 */
export async function rowMenuItem(user: UserEvent, row: string, name: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${row}` }));
  const menu = await screen.findByRole('menu', { name: `More actions for ${row}` });
  return within(menu).getByRole('menuitem', { name });
}
