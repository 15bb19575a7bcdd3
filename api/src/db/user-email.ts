import { type RawBuilder, sql } from 'kysely';

/**
 * The email of the user a row names in `column` (who cancelled, voided, reversed…), or null
 * when it names none, as a subquery on the users' primary key rather than a LEFT JOIN. In a
 * list query the join let SQLite's planner, seeing a users table of a few rows, start from the
 * customers and sort every order in a temporary b-tree: the first page of 100,000 orders took
 * 200 ms instead of under 1 ms (docs/benchmarks.md). The subquery leaves the join order to the
 * tables that matter and costs one primary-key probe per row returned.
 */
export function userEmail(column: string): RawBuilder<string | null> {
  return sql<string | null>`(select email from users where users.id = ${sql.ref(column)})`;
}

/**
 * Who did something, as answers name them (`UserRef`): the id a row stores with the email
 * `userEmail` read beside it; null when the row names nobody (not cancelled, not voided…).
 */
export function userRef(
  id: number | null,
  email: string | null,
): { id: number; email: string } | null {
  return id === null || email === null ? null : { id: Number(id), email };
}
