import { lazyScreen } from './lazy-screen.tsx';

/**
 * Sign-in and sign-up, a chunk of their own too: with their form's statechart they brought the
 * whole statechart library into every page load, though no list screen but Orders uses it
 * before its first row.
 */
export const signInScreens = {
  '/login': lazyScreen(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)),
  '/signup': lazyScreen(() => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage)),
};
