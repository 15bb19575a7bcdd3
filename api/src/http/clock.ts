/** Injected so tests can move time (session expiry, overdue invoices). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getTime());
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}
