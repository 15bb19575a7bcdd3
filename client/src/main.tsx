import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareScreen } from './app/screens.ts';
import { sessionEndedEvent } from './app/session-end-redirect.tsx';
import { SessionRenewal } from './shared/session/session-renewal.ts';
import './shared/styles/app.css';

const sessionEnded = new EventTarget();
const renewal = new SessionRenewal();
// Apollo Client (with rxjs and graphql-js, about a third of the app's first download) is a chunk
// of its own: index.html's preload script asks for it beside this one, so it comes in parallel
// instead of lengthening the entry that every page load evaluates first.
const clientReady = import('./app/apollo-client.ts').then(({ createApolloClient }) =>
  createApolloClient({
    onSessionEnded: () => sessionEnded.dispatchEvent(new Event(sessionEndedEvent)),
    renewal,
  }),
);

// A slow server keeps the page blank for no longer than this: the frame then shows, and the
// screen says it is loading.
const firstRenderWaitMs = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// One render with the screen's chunk, who is signed in and the list's first page at hand: on a
// phone-class CPU each render of the frame before the screen cost about 0.1 s before the list
// could be asked for, and the list's answer then took another render to show.
void clientReady.then(async (client) => {
  await Promise.race([
    prepareScreen(client, window.location.pathname, window.location.search),
    new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs)),
  ]);
  const reactRoot = createRoot(root);
  // Synchronously: React then runs the effects at once, so the screen's list query (Apollo
  // subscribes in an effect) leaves before the browser paints the frame, not after.
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <App client={client} sessionEnded={sessionEnded} renewal={renewal} />
      </StrictMode>,
    ),
  );
});
