import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { signInScreens } from '../app/sign-in-screens.ts';

// Screens wait on a real server, not a mock, and CI shares two cores with other work: a wait
// ends as soon as its condition holds, so a generous ceiling costs nothing when all is well and
// only expires when something is truly wrong (vite.config.ts says how slow a busy run got).
configure({ asyncUtilTimeout: 45_000 });

// Each test starts signed out, on a blank page.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// main.tsx renders a page load's first frame once the screen's chunk is in (prepareScreen);
// `renderApp` renders at once, so the sign-in pages, which tests query as soon as they render,
// are loaded before any test, as a page load of them has them by its first render.
beforeAll(async () => {
  await Promise.all([signInScreens['/login'].preload(), signInScreens['/signup'].preload()]);
});
