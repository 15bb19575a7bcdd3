import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const DAY_MS = 86_400_000;

describe('a shift left open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is named the next day on the screen a cashier signs in to, with the way to close it', async () => {
    const cashier = await createSession('cashier');
    const opened = await graphqlRequest(
      'mutation { openShift(openingFloat: 1500) { id openedAt } }',
      {},
      cashier.token,
    );
    expect(opened.errors).toBeUndefined();
    // The next morning in the browser; the server keeps its own clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY_MS });
    localStorage.setItem('token', cashier.token);
    renderApp('/dashboard');
    const banner = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' && /^Your shift opened/.test(element.textContent ?? ''),
    );
    expect(banner.textContent).toMatch(
      /^Your shift opened \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} is still open\. Count and close it$/,
    );
    expect(within(banner).getByRole('link', { name: 'Count and close it' })).toHaveAttribute(
      'href',
      '/shifts',
    );
  });
});
