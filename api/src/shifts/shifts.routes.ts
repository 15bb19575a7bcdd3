import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import {
  cashMovementBody,
  closeShiftBody,
  openShiftBody,
  Shift,
  ShiftsPage,
  shiftsQuery,
} from './shifts.schema.ts';
import type { ShiftsService } from './shifts.service.ts';

const route = signedInRoutes('Shifts');
const KEYED = 'Send an `Idempotency-Key` header so a retry never records twice.';

/**
 * `/api/v1/shifts…`: a cashier's drawer (issue 50). A cashier works and sees their own shifts;
 * an owner or a manager sees everyone's and may close one left open.
 */
export function shiftsRoutes({
  shifts,
  idempotent,
}: {
  shifts: ShiftsService;
  idempotent: Idempotency;
}) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...route.json(
        {
          summary: 'A page of shifts',
          description:
            "The latest opened first. Owners and managers see every cashier's shifts (`cashier_id` picks one); a cashier sees their own. `open=true` lists the shifts still open.",
          answers: { 200: ShiftsPage },
          query: shiftsQuery,
        },
        ({ query }, c) => shifts.page(query, c.var.user),
      ),
    )
    .get(
      '/current',
      ...route.json(
        {
          summary: 'My open shift',
          description: "The signed-in user's open shift, whenever it was opened.",
          answers: { 200: Shift },
          refusals: { 404: 'You have no shift open' },
        },
        (_input, c) => shifts.current(c.var.user),
      ),
    )
    .get(
      '/:id',
      ...route.one(
        {
          summary: 'A shift',
          description:
            'With its pay-ins and pay-outs and, once closed, its Z report. A cashier sees only their own.',
          answers: { 200: Shift },
          refusals: { 404: 'No such shift' },
        },
        (id, c) => shifts.find(id, c.var.user),
      ),
    )
    .post(
      '/',
      ...route.createdUnderKey(
        {
          summary: 'Open a shift',
          description: `Opens the signed-in cashier's shift with the cash in the drawer. One open shift per cashier: a second is refused (409), even two sent at once. ${KEYED}`,
          answers: { 201: Shift },
          refusals: { 409: 'A shift of yours is already open' },
          json: openShiftBody,
        },
        idempotent,
        (trx, { json }, c) => shifts.open(trx, json.opening_float, c.var.user),
      ),
    )
    .post(
      '/:id/cash-movements',
      ...route.createdUnderKey(
        {
          summary: 'Pay cash in or out of a shift',
          description: `Cash put into the drawer or taken out of it by hand, with why; answers the shift. Only on an open shift, by its cashier or an owner or a manager. ${KEYED}`,
          answers: { 201: Shift },
          refusals: {
            403: "Another cashier's shift",
            404: 'No such shift',
            409: 'The shift is closed',
          },
          param: idParam,
          json: cashMovementBody,
        },
        idempotent,
        (trx, { param, json }, c) => shifts.addCashMovement(trx, param.id, json, c.var.user),
      ),
    )
    .post(
      '/:id/close',
      ...route.createdUnderKey(
        {
          summary: 'Close a shift with the cash counted',
          description: `Fixes the cash the drawer should hold (float + cash taken by the cashier in the shift − cash refunded and reversed + pay-ins − pay-outs), the cash counted and the difference, and answers the shift with its Z report (the totals by method from the payment ledger). By its cashier, or an owner or a manager closing a shift left open. ${KEYED}`,
          answers: { 201: Shift },
          refusals: {
            403: "Another cashier's shift",
            404: 'No such shift',
            409: 'The shift is closed already',
          },
          param: idParam,
          json: closeShiftBody,
        },
        idempotent,
        (trx, { param, json }, c) => shifts.close(trx, param.id, json.counted_cash, c.var.user),
      ),
    );
}
