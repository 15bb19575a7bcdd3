import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { requestData } from '../../shared/graphql/request-failure.ts';
import { centsToKsh } from '../../shared/money/cents.ts';
import { CurrentShiftDocument } from '../../shared/shifts/current-shift.generated.ts';
import type { ShiftActorInput, ShiftView } from './shift.context.ts';
import {
  CloseShiftDocument,
  OpenShiftDocument,
  RecordCashMovementDocument,
  ShiftsPageDocument,
} from './shifts.generated.ts';

/** The shift machine's named actors, over GraphQL; each rejects with a RequestFailure. */
export function createShiftActors(client: ApolloClient) {
  // The banner and the managers' list read these: they follow every write.
  const refetchQueries = [CurrentShiftDocument, ShiftsPageDocument];
  return {
    loadShift: fromPromise<ShiftView | null>(async () => {
      const data = await requestData(() =>
        client.query({ query: CurrentShiftDocument, fetchPolicy: 'network-only' }),
      );
      return data.currentShift;
    }),
    openShift: fromPromise<ShiftView, ShiftActorInput>(async ({ input }) => {
      if (input.request.action !== 'open') throw new Error('openShift opens');
      const { openingFloatCents } = input.request;
      const data = await requestData(() =>
        client.mutate({
          mutation: OpenShiftDocument,
          variables: { openingFloat: centsToKsh(openingFloatCents), idempotencyKey: input.key },
          refetchQueries,
        }),
      );
      return data.openShift;
    }),
    recordCashMovement: fromPromise<ShiftView, ShiftActorInput>(async ({ input }) => {
      if (input.request.action !== 'move' || !input.shiftId)
        throw new Error('a movement of a shift');
      const { kind, amountCents, reason } = input.request;
      const data = await requestData(() =>
        client.mutate({
          mutation: RecordCashMovementDocument,
          variables: {
            shiftId: input.shiftId!,
            kind,
            amount: centsToKsh(amountCents),
            reason,
            idempotencyKey: input.key,
          },
        }),
      );
      return data.recordCashMovement;
    }),
    closeShift: fromPromise<ShiftView, ShiftActorInput>(async ({ input }) => {
      if (input.request.action !== 'close' || !input.shiftId) throw new Error('a close of a shift');
      const { countedCashCents } = input.request;
      const data = await requestData(() =>
        client.mutate({
          mutation: CloseShiftDocument,
          variables: {
            id: input.shiftId!,
            countedCash: centsToKsh(countedCashCents),
            idempotencyKey: input.key,
          },
          refetchQueries,
        }),
      );
      return data.closeShift;
    }),
  };
}
