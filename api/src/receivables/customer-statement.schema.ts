import { calendarDay, listQuery } from '../http/validation.ts';

/** `?as_of=&from=`: the statement's last day and first day, both optional (service defaults). */
export const statementQuery = listQuery({
  as_of: calendarDay.optional(),
  from: calendarDay.optional(),
}).refine((query) => !(query.from && query.as_of && query.from > query.as_of), {
  path: ['from'],
  message: 'must not be after as_of',
});
