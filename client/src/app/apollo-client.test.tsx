import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from '@apollo/client';
import { screen } from '@testing-library/react';
import { buildSchema, getNamedType } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ItemStockMovementsDocument } from '../features/inventory/stock.generated.ts';
import { endSessionOnAuthFailure } from '../shared/graphql/session-context.ts';
import { CurrentUserDocument, LogoutDocument } from '../shared/session/session.generated.ts';
import { createSession, graphqlUrl } from '../test/graphql-server.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';
import { createApolloClient, PAGED_LIST_KEYS, PAGED_LISTS } from './apollo-client.ts';

/** A token the server knew and has revoked (its holder logged out elsewhere). */
async function revokedToken() {
  const { token } = await createSession();
  localStorage.setItem('token', token);
  await createApolloClient({ uri: graphqlUrl() }).mutate({ mutation: LogoutDocument });
  localStorage.removeItem('token');
  return token;
}

const deleteUnknownCustomer = gql`
  mutation DeleteUnknownCustomer {
    deleteCustomer(id: "987654321")
  }
`;

describe('Apollo client', () => {
  it('joins the pages of every list the server pages', () => {
    const schema = buildSchema(
      readFileSync(join(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
    );
    const paged = Object.values(schema.getQueryType()?.getFields() ?? {})
      .filter((field) => getNamedType(field.type).name.endsWith('Connection'))
      .map((field) => field.name);
    expect([...PAGED_LISTS].sort()).toEqual(paged.sort());
  });

  it('keeps apart the lists of one field that differ by any argument but the page', () => {
    const schema = buildSchema(
      readFileSync(join(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
    );
    const fields = schema.getQueryType()?.getFields() ?? {};
    for (const name of PAGED_LISTS) {
      for (const arg of fields[name]?.args ?? []) {
        if (arg.name === 'first' || arg.name === 'after') continue;
        expect(PAGED_LIST_KEYS, `${name}(${arg.name})`).toContain(arg.name);
      }
    }
  });

  it('sends the token from local storage as a bearer token, read per request', async () => {
    const session = await createSession();
    const client = createApolloClient({ uri: graphqlUrl() });
    await expect(client.query({ query: CurrentUserDocument })).rejects.toThrow(
      'No authentication token found',
    );
    localStorage.setItem('token', session.token);
    const { data } = await client.query({
      query: CurrentUserDocument,
      fetchPolicy: 'network-only',
    });
    expect(data?.me.email).toBe(session.email);
  });

  it('ends the session on UNAUTHENTICATED when the operation asks for it', async () => {
    const token = await revokedToken();
    localStorage.setItem('token', token);
    const onSessionEnded = vi.fn();
    const client = createApolloClient({ uri: graphqlUrl(), onSessionEnded });
    await expect(
      client.query({ query: CurrentUserDocument, context: endSessionOnAuthFailure }),
    ).rejects.toThrow('Invalid or revoked token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on UNAUTHENTICATED otherwise (the screen says so instead)', async () => {
    const token = await revokedToken();
    localStorage.setItem('token', token);
    const onSessionEnded = vi.fn();
    const client = createApolloClient({ uri: graphqlUrl(), onSessionEnded });
    await expect(client.query({ query: CurrentUserDocument })).rejects.toThrow(
      'Invalid or revoked token',
    );
    expect(localStorage.getItem('token')).toBe(token);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the session on other errors, even for an operation that ends it on UNAUTHENTICATED', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const onSessionEnded = vi.fn();
    const client = createApolloClient({ uri: graphqlUrl(), onSessionEnded });
    await expect(
      client.mutate({ mutation: deleteUnknownCustomer, context: endSessionOnAuthFailure }),
    ).rejects.toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('Apollo cache', () => {
  it('keeps an order and a goods received note of the same id apart in a stock ledger', () => {
    const client = createApolloClient({ uri: graphqlUrl() });
    const movement = (id: string, type: string, number: string) => ({
      __typename: 'StockMovement' as const,
      id,
      occurredAt: '2026-10-01T09:00:00.000Z',
      kind: 'sale' as const,
      quantityChange: -2,
      quantityAfter: 10,
      document: { __typename: 'StockDocument' as const, type, id: '1', number },
      reason: null,
      note: null,
      recordedByEmail: 'owner@duka.co.ke',
    });
    const variables = { itemId: '7', first: 50 };
    client.writeQuery({
      query: ItemStockMovementsDocument,
      variables,
      data: {
        stockMovements: {
          __typename: 'StockMovementConnection',
          nodes: [
            movement('2', 'goods_received', 'GRN-000001'),
            movement('1', 'order', 'ORD-000001'),
          ],
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          totalCount: 2,
        },
      },
    });
    const read = client.readQuery({ query: ItemStockMovementsDocument, variables });
    expect(read?.stockMovements?.nodes.map((m) => m.document?.number)).toEqual([
      'GRN-000001',
      'ORD-000001',
    ]);
  });
});

describe('an expired or revoked session on the dashboard (spec §6)', () => {
  it('removes the token and sends the visitor to /login', async () => {
    localStorage.setItem('token', await revokedToken());
    const { client } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // What the dashboard's overview query does when the server refuses the session.
    await expect(
      client.query({ query: CurrentUserDocument, context: endSessionOnAuthFailure }),
    ).rejects.toThrow();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
