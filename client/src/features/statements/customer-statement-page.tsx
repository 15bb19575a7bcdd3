import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CustomerStatementDocument } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StatementDocument } from './statement-document.tsx';
import { PeriodForm } from './statement-period.tsx';
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
