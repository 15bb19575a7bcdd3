import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCREEN_FAILED,
  SCREEN_NOT_DOWNLOADED,
  ScreenErrorBoundary,
} from './screen-error-boundary.tsx';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

// A screen whose chunk cannot be fetched, as Chromium words it.
const NotDownloaded = lazy(() =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: /assets/orders-page-1a2b.js'),
  ),
);

function renderScreens(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Link to="/dashboard">Dashboard</Link>
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/orders" element={<NotDownloaded />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ScreenErrorBoundary', () => {
  // React reports a caught render error on the console; the test is about what the user sees.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows why a screen failed, with Reload Page, and clears when another screen is chosen', async () => {
    renderScreens('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_FAILED);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the screen could not be downloaded when its script does not arrive', async () => {
    renderScreens('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_NOT_DOWNLOADED);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
