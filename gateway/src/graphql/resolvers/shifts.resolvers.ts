import { readById } from '../../rest/record-by-id.ts';
import { idempotencyKeyed } from '../../rest/rest-client.ts';
import { nullIfMissing, pathId } from '../../rest/rest-errors.ts';
import type { Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restCursorQuery } from './list-args.ts';

/** A cashier's shifts: open, pay in and out, close with the Z report (api/src/shifts/). */
export const shiftsResolvers = {
  Query: {
    currentShift: (_, _args, { rest }) =>
      nullIfMissing(rest.read('shifts:current', (api) => api.v1.shifts.current.$get())),
    shift: (_, { id }, { rest }) =>
      readById(rest, 'shift', id, (api, path) => api.v1.shifts[':id'].$get(path)),
    shiftsPage: (_, { first, after, cashierId, open }, { rest }) => {
      const query = {
        ...restCursorQuery({ first, after }),
        ...(cashierId != null ? { cashier_id: cashierId } : {}),
        ...(open != null ? { open: String(open) as 'true' | 'false' } : {}),
      };
      return readList(rest, 'shifts', query, (api) => api.v1.shifts.$get({ query }));
    },
  },
  Mutation: {
    openShift: (_, { openingFloat, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.shifts.$post(
          { json: { opening_float: openingFloat } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    recordCashMovement: (_, { shiftId, kind, amount, reason, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.shifts[':id']['cash-movements'].$post(
          { param: { id: pathId(shiftId, 'shiftId') }, json: { kind, amount, reason } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
    closeShift: (_, { id, countedCash, idempotencyKey }, { rest }) =>
      rest.write((api) =>
        api.v1.shifts[':id'].close.$post(
          { param: { id: pathId(id) }, json: { counted_cash: countedCash } },
          idempotencyKeyed(idempotencyKey),
        ),
      ),
  },
  ShiftConnection: pageAsConnection,
} satisfies Resolvers;
