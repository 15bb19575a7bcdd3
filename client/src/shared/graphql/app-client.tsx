import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * The app's Apollo client, or how to load it. A page load of the sign-in or sign-up screen
 * renders without it (Apollo Client, rxjs and graphql-js are a third of the app's code, and the
 * form needs none of it to show): the form asks for it when it is sent, and main.tsx fetches it
 * once the form is up.
 */
export type ClientSource = ApolloClient | (() => Promise<ApolloClient>);

type AppClient = {
  /** The client once loaded; always there on the signed-in screens (RequireAuth). */
  client: ApolloClient | undefined;
  /** Loads the client (once) and gives it. */
  load: () => Promise<ApolloClient>;
};

const AppClientContext = createContext<AppClient | null>(null);

export function useAppClient(): AppClient {
  const appClient = useContext(AppClientContext);
  if (!appClient) throw new Error('useAppClient needs AppClientProvider (app.tsx) above it');
  return appClient;
}

/**
 * Apollo's own context, with the client as soon as it is loaded: the same element whether or
 * not it is, so a sign-in form being sent is not mounted again when the client arrives.
 */
export function AppClientProvider({
  source,
  children,
}: {
  source: ClientSource;
  children: ReactNode;
}) {
  const [client, setClient] = useState(() => (typeof source === 'function' ? undefined : source));
  const [load] = useState(() => {
    let loading: Promise<ApolloClient> | undefined;
    return () => {
      loading ??= (typeof source === 'function' ? source() : Promise.resolve(source)).then(
        (loaded) => {
          setClient(loaded);
          return loaded;
        },
        (error: unknown) => {
          // A failed download is tried again on the next send.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    };
  });
  const ApolloContext = getApolloContext();
  const apollo = useMemo(() => ({ client }), [client]);
  const appClient = useMemo(() => ({ client, load }), [client, load]);
  return (
    <AppClientContext value={appClient}>
      <ApolloContext value={apollo}>{children}</ApolloContext>
    </AppClientContext>
  );
}
