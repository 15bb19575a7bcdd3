import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens wait on a real server, not a mock, and CI shares two cores with other work: a wait
// ends as soon as its condition holds, so a generous ceiling costs nothing when all is well and
// only expires when something is truly wrong (vite.config.ts says how slow a busy run got).
configure({ asyncUtilTimeout: 45_000 });

// Each test starts signed out, on a blank page.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
