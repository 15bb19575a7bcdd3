import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LoginPage } from '../client/src/features/auth/login-page.tsx';
import { AppClientProvider } from '../client/src/shared/graphql/app-client.tsx';

/**
 * The sign-in screen as the app's own code renders it on a first visit (the form empty, the
 * button reading Login), for index.html to show before any script has arrived
 * (sign-in-shell.plugin.ts). Run at build time through Vite's module runner, so it is the same
 * components, labels and class names as the app's: nothing is copied by hand.
 */
export function signInShellMarkup(): string {
  // The form never loads Apollo Client while it renders; sending it is the app's job.
  const neverLoaded = () => new Promise<never>(() => undefined);
  return renderToStaticMarkup(
    <AppClientProvider source={neverLoaded}>
      <StaticRouter location="/login">
        <LoginPage />
      </StaticRouter>
    </AppClientProvider>,
  );
}
