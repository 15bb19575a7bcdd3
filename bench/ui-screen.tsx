import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { createApolloClient } from '../client/src/app/apollo-client.ts';
import { InventoryPage } from '../client/src/features/inventory/inventory-page.tsx';
import { ToastProvider } from '../client/src/shared/ui/toast.tsx';
import '../client/src/shared/styles/app.css';
import { benchAnswer, benchItems, exposeMount } from './ui-rows.ts';

// The real screen, with its queries answered from memory instead of over HTTP, as the server
// would answer them (a page of the items, searched and sorted): the measurement is the
// screen's own work (Apollo's query pipeline, the page, the table), not the network's or JSON
// parsing. The items are made before the clock starts, as the bare page's rows are.
const items = benchItems();
let answeredAt: number | undefined;
const client = new ApolloClient({
  link: new ApolloLink((operation) => {
    answeredAt = performance.now();
    return of({ data: benchAnswer(operation.operationName ?? '', operation.variables, items) });
  }),
  // The app's cache, with its type policies (pages of a list joined as the app joins them).
  cache: createApolloClient().cache,
});

exposeMount(
  (root) =>
    root.render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/inventory']}>
          <ToastProvider>
            <main className="app-main">
              <InventoryPage />
            </main>
          </ToastProvider>
        </MemoryRouter>
      </ApolloProvider>,
    ),
  () => answeredAt,
);
