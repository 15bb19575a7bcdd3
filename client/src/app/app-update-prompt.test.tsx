import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { AppUpdate } from './app-update.ts';
import { AppUpdatePrompt } from './app-update-prompt.tsx';

it('offers a waiting version once, and Reload takes it', async () => {
  const update = new AppUpdate();
  const seen: boolean[] = [];
  update.subscribe(() => seen.push(update.ready));
  expect(update.ready).toBe(false);
  let taken = 0;
  act(() =>
    update.offer(async () => {
      taken += 1;
    }),
  );
  expect(seen).toEqual([true]);

  render(<AppUpdatePrompt update={update} />);
  const prompt = screen.getByRole('status');
  expect(prompt).toHaveTextContent('A new version of Ghala is ready.');
  const reload = screen.getByRole('button', { name: 'Reload' });
  await userEvent.click(reload);
  expect(taken).toBe(1);
  // Pressed twice while the page reloads, it is taken once.
  expect(reload).toBeDisabled();
});
