import type { Resolvers } from '../resolvers.generated.ts';

/**
 * A REST page (`items`, `next_cursor`, `total_count`) as a GraphQL connection: its rows are the
 * `nodes` and the page itself answers `pageInfo`; `totalCount` is the default rule's.
 */
export const pageAsConnection = {
  nodes: <Row>(page: { items: Row[] }) => page.items,
  pageInfo: <Page>(page: Page) => page,
};

export const connectionResolvers = {
  PageInfo: {
    endCursor: (page) => page.next_cursor,
    hasNextPage: (page) => page.next_cursor !== null,
  },
} satisfies Resolvers;
