import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApolloClient } from '../app/apollo-client.ts';
import { App } from '../app/app.tsx';
import { sessionEndedEvent } from '../app/session-end-redirect.tsx';
import { SessionRenewal } from '../shared/session/session-renewal.ts';
import { graphqlUrl } from './graphql-server.ts';

/**
 * The whole app as the browser runs it (real router, real Apollo client against the real
 * server unless `uri` says otherwise), opened at `path`.
 */
export function renderApp(path: string, options: { uri?: string } = {}) {
  return renderAppWith(createAppClient(options), path);
}

/** The app's Apollo client, as main.tsx creates it, for a test to use before it renders. */
export function createAppClient(options: { uri?: string } = {}) {
  const sessionEnded = new EventTarget();
  const renewal = new SessionRenewal();
  const client = createApolloClient({
    uri: options.uri ?? graphqlUrl(),
    onSessionEnded: () => sessionEnded.dispatchEvent(new Event(sessionEndedEvent)),
    renewal,
  });
  return { client, sessionEnded, renewal };
}

/** The whole app at `path` with a client made by `createAppClient` (and used already). */
export function renderAppWith(
  { client, sessionEnded, renewal }: ReturnType<typeof createAppClient>,
  path: string,
) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(<App client={client} sessionEnded={sessionEnded} renewal={renewal} />);
  return { ...view, user, client };
}

export function currentPath(): string {
  return window.location.pathname;
}
