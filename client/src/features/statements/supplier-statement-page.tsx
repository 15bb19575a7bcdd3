import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { SupplierStatementDocument as SupplierStatementQuery } from '../../graphql/operations.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PeriodForm } from './statement-period.tsx';
import { SupplierStatementDocument } from './supplier-statement-document.tsx';
import './statements.css';

/**
 * What the shop owes a supplier (/suppliers/:id/statement?from=&as_of=, issue 51): bills and
 * payments with the running balance and its ageing, on screen and printed. The period is in
 * the URL, as the customer's statement's is.
 */
export function SupplierStatementPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asOf = params.get('as_of') || null;
  const from = params.get('from') || null;
  const { data, error, loading } = useQuery(SupplierStatementQuery, {
    variables: { supplierId: id, asOf, from },
    fetchPolicy: 'cache-and-network',
  });
  const statement = data?.supplierStatement;

  return (
    <div className="statement-page">
      <PageHeader
        title={statement ? `Supplier statement: ${statement.supplierName}` : 'Supplier statement'}
        actions={
          <>
            <Link className="button button--secondary" to="/suppliers">
              Back to suppliers
            </Link>
            <button
              className="button button--primary"
              type="button"
              disabled={!statement}
              onClick={() =>
                statement &&
                printDocument(`Supplier statement ${statement.supplierName} ${statement.asOf}`)
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
          <SupplierStatementDocument statement={statement} company={data.company} />
        </div>
      ) : (
        <p role="status">Loading statement...</p>
      )}
    </div>
  );
}
