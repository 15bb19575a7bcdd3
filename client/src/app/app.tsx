import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { AppRoutes } from './app-routes.tsx';
import { SessionEndRedirect } from './session-end-redirect.tsx';

type AppProps = {
  client: ApolloClient;
  /** Where the Apollo client announces that an answer ended the session. */
  sessionEnded: EventTarget;
};

/** The whole app: the providers every screen relies on, around the routes. */
export function App({ client, sessionEnded }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <ToastProvider>
        <BrowserRouter>
          <SessionEndRedirect signal={sessionEnded} />
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ApolloProvider>
  );
}
