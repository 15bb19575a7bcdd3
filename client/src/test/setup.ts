import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens wait on a real server (password hashing takes a while under load), not a mock.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// Each test starts signed out, on a blank page.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
