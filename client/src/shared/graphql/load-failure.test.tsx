import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../app/apollo-client.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlUrl, unreachableUrl } from '../../test/graphql-server.ts';
import { CurrentUserDocument, LogoutDocument } from '../session/session.generated.ts';
import { LoadError } from '../ui/load-error.tsx';
import { loadFailureMessage } from './load-failure.ts';

// A screen as the feature screens are built: its query, and on failure the spec's text.
function ProbeScreen({ onReload }: { onReload?: () => void }) {
  const { data, error } = useQuery(CurrentUserDocument, { fetchPolicy: 'network-only' });
  if (error) {
    return (
      <LoadError
        message={loadFailureMessage(error, 'Failed to load inventory data')}
        onReload={onReload}
      />
    );
  }
  return <p>{data ? `Signed in as ${data.me.email}` : 'Loading'}</p>;
}

function renderProbe(client: ApolloClient, onReload?: () => void) {
  return render(
    <ApolloProvider client={client}>
      <ProbeScreen onReload={onReload} />
    </ApolloProvider>,
  );
}

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});

describe('load failures (spec §6 and §8)', () => {
  it('a loaded screen shows its data', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    renderProbe(createApolloClient({ uri: graphqlUrl() }));
    expect(await screen.findByText(`Signed in as ${session.email}`)).toBeInTheDocument();
  });

  it('a refused session: "Authentication failed. Please log in again." and Reload Page', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const client = createApolloClient({ uri: graphqlUrl() });
    await client.mutate({ mutation: LogoutDocument });
    const onReload = vi.fn();
    renderProbe(client, onReload);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Authentication failed\. Please log in again\.Reload Page$/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('no token at all: "No authentication token found"', async () => {
    renderProbe(createApolloClient({ uri: graphqlUrl() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token found');
  });

  it('the server cannot be reached: "Failed to load data"', async () => {
    localStorage.setItem('token', 'a-token');
    renderProbe(createApolloClient({ uri: await unreachableUrl() }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load dataReload Page$/);
  });

  it("any other failure: the screen's own text", async () => {
    localStorage.setItem('token', 'a-token');
    const gate = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
    gates.push(gate);
    renderProbe(createApolloClient({ uri: gate.url }));
    await gate.failWithBadGateway();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load inventory dataReload Page$/,
    );
  });
});
