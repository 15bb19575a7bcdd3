import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo-client.ts';
import { App } from './app/app.tsx';
import { prepareScreen } from './app/screens.ts';
import { sessionEndedEvent } from './app/session-end-redirect.tsx';
import { SessionRenewal } from './shared/session/session-renewal.ts';
import './shared/styles/app.css';

const sessionEnded = new EventTarget();
const renewal = new SessionRenewal();
const client = createApolloClient({
  onSessionEnded: () => sessionEnded.dispatchEvent(new Event(sessionEndedEvent)),
  renewal,
});

// The screen's chunk and data are on their way while React renders the frame around them.
prepareScreen(client, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App client={client} sessionEnded={sessionEnded} renewal={renewal} />
  </StrictMode>,
);
