import type { Resolvers } from '../resolvers.generated.ts';

export const authResolvers = {
  Query: {
    me: (_, __, { rest }) => rest.read('me', (api) => api.v1.me.$get()),
    backupStatus: (_, __, { rest }) => rest.read('backups', (api) => api.v1.backups.latest.$get()),
  },
  Mutation: {
    signup: (_, { input, inviteToken }, { rest }) =>
      rest.write((api) =>
        api.signup.$post({
          json: { ...input, ...(inviteToken ? { invite_token: inviteToken } : {}) },
        }),
      ),
    login: (_, { input }, { rest }) => rest.write((api) => api.login.$post({ json: input })),
    logout: async (_, __, { rest }) => {
      await rest.write((api) => api.logout.$post());
      return true;
    },
  },
} satisfies Resolvers;
