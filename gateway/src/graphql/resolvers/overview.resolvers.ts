import type { Resolvers } from '../resolvers.generated.ts';

export const overviewResolvers = {
  Query: {
    overview: (_, { from, to }, { rest }) => {
      const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
      return rest.read(`overview:${JSON.stringify(query)}`, (api) =>
        api.v1.analytics.overview.$get({ query }),
      );
    },
  },
} satisfies Resolvers;
