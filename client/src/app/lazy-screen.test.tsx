import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, JSX } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_NOT_DOWNLOADED, ScreenErrorBoundary } from '../shared/ui/screen-error-boundary.tsx';
import { lazyScreen } from './lazy-screen.tsx';

/** A chunk the test delivers (or fails) when it chooses. */
function chunk() {
  let deliver!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<() => JSX.Element>((resolve, reject) => {
        deliver = () => resolve(() => <h1>Orders</h1>);
        fail = reject;
      }),
  );
  return { load, deliver: () => deliver(), fail: (error: Error) => fail(error) };
}

function renderAt(start: string, Orders: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Link to="/orders">Orders</Link>
      <Link to="/dashboard">Dashboard</Link>
      <ScreenErrorBoundary>
        <Routes>
          <Route path="/orders" element={<Orders />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('lazyScreen', () => {
  beforeEach(() => {
    // React reports the caught download failure on the console; the test is about the screen.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says Loading... until the chunk arrives, then shows the screen; a second visit shows it at once', async () => {
    const { load, deliver } = chunk();
    const Orders = lazyScreen(load);
    renderAt('/orders', Orders);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    deliver();
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    // Rendered in the same pass as the navigation: no Loading... in between.
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a chunk that did not download as the screen error, and tries again on the next visit', async () => {
    const first = chunk();
    const second = chunk();
    const load = vi.fn(first.load);
    const Orders = lazyScreen(load);
    renderAt('/orders', Orders);
    first.fail(new TypeError('Failed to fetch dynamically imported module: /assets/orders.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_NOT_DOWNLOADED);

    load.mockImplementation(second.load);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    second.deliver();
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
