import type { ApolloClient } from '@apollo/client';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerAppWorker } from './app/app-update.ts';
import { prepareScreen } from './app/prepare-screen.ts';
import { sessionEndedEvent } from './app/session-end-redirect.tsx';
import { takeOverSignInShell } from './app/sign-in-shell.ts';
import type { ClientSource } from './shared/graphql/app-client.tsx';
import { SessionRenewal } from './shared/session/session-renewal.ts';
import { readToken } from './shared/session/session-token.ts';
import './shared/styles/app.css';

const sessionEnded = new EventTarget();
const renewal = new SessionRenewal();
// Apollo Client (with rxjs and graphql-js, about a third of the app's first download) is a chunk
// of its own, out of the entry every page load evaluates first. Signed in, index.html's preload
// script asks for it beside the entry; on the sign-in screens it comes once the form is up.
let clientLoad: Promise<ApolloClient> | undefined;
const loadClient = () => {
  clientLoad ??= import('./app/apollo-client.ts').then(({ createApolloClient }) =>
    createApolloClient({
      onSessionEnded: () => sessionEnded.dispatchEvent(new Event(sessionEndedEvent)),
      renewal,
    }),
  );
  clientLoad.catch(() => {
    clientLoad = undefined;
  });
  return clientLoad;
};

// A slow server keeps the page blank for no longer than this: the frame then shows, and the
// screen says it is loading.
const firstRenderWaitMs = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(client: ClientSource) {
  const reactRoot = createRoot(root as HTMLElement);
  // Synchronously: React then runs the effects at once, so the screen's list query (Apollo
  // subscribes in an effect) leaves before the browser paints the frame, not after.
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <App client={client} sessionEnded={sessionEnded} renewal={renewal} />
      </StrictMode>,
    ),
  );
}

// One render with the screen's chunk, who is signed in and the list's first page at hand: on a
// phone-class CPU each render of the frame before the screen cost about 0.1 s before the list
// could be asked for, and the list's answer then took another render to show.
const { pathname, search } = window.location;
const waitAtMost = <T,>(work: Promise<T>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs))]);
if (readToken()) {
  void loadClient().then(
    async (client) => {
      await waitAtMost(prepareScreen(client, pathname, search));
      render(client);
    },
    () => render(loadClient),
  );
} else {
  void waitAtMost(prepareScreen(undefined, pathname, search)).then(() => {
    // index.html has shown the sign-in screen meanwhile: what was typed into it carries over.
    const carryOver = takeOverSignInShell(root);
    render(loadClient);
    carryOver();
    // In by the time the form is sent, without taking the line from the form's own code.
    setTimeout(() => void loadClient().catch(() => undefined), 0);
  });
}

// The app's service worker (app/app-update.ts): a returning visit's page and scripts, and
// offline the whole app, then come from the device.
if (import.meta.env.PROD) registerAppWorker();
