import { deleteById } from '../../rest/record-by-id.ts';
import { pathId } from '../../rest/rest-errors.ts';
import type { Resolvers } from '../resolvers.generated.ts';

/** The owner's Staff screen (issue 16); the API refuses everyone else with 403 → FORBIDDEN. */
export const staffResolvers = {
  Query: {
    staff: (_, __, { rest }) => rest.read('staff', (api) => api.v1.staff.$get()),
    staffInvites: (_, __, { rest }) =>
      rest.read('staff-invites', (api) => api.v1.staff.invites.$get()),
  },
  Mutation: {
    updateStaffMember: (_, { id, input }, { rest }) =>
      rest.write((api) =>
        api.v1.staff[':id'].$patch({
          param: { id: pathId(id) },
          json: {
            ...(input.role ? { role: input.role } : {}),
            ...(input.status
              ? { status: input.status === 'disabled' ? 'disabled' : 'active' }
              : {}),
          },
        }),
      ),
    signOutStaffMember: async (_, { id }, { rest }) => {
      const answer = await rest.write((api) =>
        api.v1.staff[':id']['sign-out'].$post({ param: { id: pathId(id) } }),
      );
      return answer.signed_out_sessions;
    },
    createStaffInvite: (_, { input }, { rest }) =>
      rest.write((api) =>
        api.v1.staff.invites.$post({
          json: { role: input.role, valid_days: input.validDays ?? 7 },
        }),
      ),
    withdrawStaffInvite: (_, { id }, { rest }) =>
      deleteById(rest, id, (api, path) => api.v1.staff.invites[':id'].$delete(path)),
  },
} satisfies Resolvers;
