import { type FormEvent, useState } from 'react';
import { nairobiDay } from '../../shared/format/date.ts';
import { DateField } from '../../shared/ui/date-field.tsx';

/** A statement's period (a customer's, a supplier's); applied on Show, so half-typed dates never reach the server. */
export function PeriodForm({
  from,
  asOf,
  onChange,
}: {
  from: string;
  asOf: string;
  onChange: (period: { from: string; asOf: string }) => void;
}) {
  const [fromDay, setFromDay] = useState(from);
  const [asOfDay, setAsOfDay] = useState(asOf);
  // A field whose text is not a day says why itself; the period waits until both read.
  const [fromUnread, setFromUnread] = useState(false);
  const [asOfUnread, setAsOfUnread] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const today = nairobiDay();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fromUnread || asOfUnread) return setProblem(null);
    if (!fromDay || !asOfDay) return setProblem('Choose both dates.');
    if (asOfDay > today) return setProblem('The statement cannot be as at a day in the future.');
    if (fromDay > asOfDay) return setProblem('The first day must not be after the last.');
    setProblem(null);
    onChange({ from: fromDay, asOf: asOfDay });
  }

  return (
    <form
      className="statement-period no-print"
      aria-label="Statement period"
      onSubmit={submit}
      noValidate
    >
      <DateField
        label="From"
        value={fromDay}
        max={asOfDay || today}
        onChange={(day) => {
          setFromUnread(day === null);
          if (day !== null) setFromDay(day);
        }}
      />
      <DateField
        label="As at"
        value={asOfDay}
        max={today}
        onChange={(day) => {
          setAsOfUnread(day === null);
          if (day !== null) setAsOfDay(day);
        }}
        error={problem}
      />
      <button className="button button--secondary" type="submit">
        Show
      </button>
    </form>
  );
}
