import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CustomerStatementDocument } from '../../graphql/operations.generated.ts';
import { nairobiDay } from '../../shared/format/date.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { DateField } from '../../shared/ui/date-field.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StatementDocument } from './statement-document.tsx';
import './statements.css';

/**
 * A customer's statement (/customers/:id/statement?from=&as_of=): on screen, and printed or
 * saved as a PDF with the browser. The period is in the URL, so a statement can be linked.
 */
export function CustomerStatementPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asOf = params.get('as_of') || null;
  const from = params.get('from') || null;
  const { data, error, loading } = useQuery(CustomerStatementDocument, {
    variables: { customerId: id, asOf, from },
    fetchPolicy: 'cache-and-network',
  });
  const statement = data?.customerStatement;

  const title = statement ? `Statement: ${statement.customer.name}` : 'Statement';
  return (
    <div className="statement-page">
      <PageHeader
        title={title}
        actions={
          <>
            <Link className="button button--secondary" to="/customers">
              Back to customers
            </Link>
            <button
              className="button button--primary"
              type="button"
              disabled={!statement}
              onClick={() =>
                statement && printDocument(`Statement ${statement.customer.name} ${statement.asOf}`)
              }
            >
              Print / Export PDF
            </button>
          </>
        }
      />
      {statement && (
        <PeriodForm
          key={`${statement.from}-${statement.asOf}`}
          from={statement.from}
          asOf={statement.asOf}
          onChange={(period) => setParams({ from: period.from, as_of: period.asOf })}
        />
      )}
      {error ? (
        <LoadError message={loadFailureMessage(error, 'Failed to load the statement')} />
      ) : statement ? (
        <div className="statement-page__paper" aria-busy={loading || undefined}>
          <StatementDocument statement={statement} company={data.company} />
        </div>
      ) : (
        <p role={data ? 'alert' : 'status'}>
          {data ? 'Customer not found. They may have been deleted.' : 'Loading statement...'}
        </p>
      )}
    </div>
  );
}

/** The statement's period; applied on Show, so half-typed dates never reach the server. */
function PeriodForm({
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
