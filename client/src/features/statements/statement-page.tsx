import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CompanyDetailsFragment } from '../../shared/company/company.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { printDocument } from '../../shared/print/print-document.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader, PageLink } from '../../shared/ui/page-header.tsx';
import {
  StatementDocument,
  type StatementView,
  type StatementWords,
} from './statement-document.tsx';
import { PeriodForm } from './statement-period.tsx';
import './statements.css';

/** The statement's period as the URL gives it: either day may be left to the server's default. */
export type StatementPeriod = { asOf: string | null; from: string | null };

/**
 * A party's statement (/customers/:id/statement, /suppliers/:id/statement, each with
 * ?from=&as_of=): on screen, and printed or saved as a PDF with the browser. The period is in
 * the URL, so a statement can be linked. A party's page says which query reads it and how its
 * answer reads as a statement.
 */
export function StatementPage<Data extends { company: CompanyDetailsFragment }, Variables>({
  query,
  variables,
  select,
  words,
  back,
  notFound,
  children,
}: {
  query: TypedDocumentNode<Data, Variables>;
  variables: (id: string, period: StatementPeriod) => Variables;
  /** The statement in the answer, as printed; null where the party is gone. */
  select: (data: Data) => StatementView | null;
  words: StatementWords;
  /** The list the party came from. */
  back: { to: string; label: string };
  /** Said when the answer has no statement (a customer's query answers null for one deleted). */
  notFound?: string;
  /** What the party prints below the ageing. */
  children?: (company: CompanyDetailsFragment) => ReactNode;
}) {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asOf = params.get('as_of') || null;
  const from = params.get('from') || null;
  // The party's variables are checked where they are written; here they are only passed on.
  const { data, error, loading } = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables: variables(id, { asOf, from }) as OperationVariables,
    fetchPolicy: 'cache-and-network',
  });
  const statement = data ? select(data) : null;
  const gone = data && notFound;

  return (
    <div className="statement-page">
      <PageHeader
        title={statement ? `${words.title}: ${statement.partyName}` : words.title}
        actions={
          <>
            <PageLink to={back.to}>{back.label}</PageLink>
            <ActionButton
              tone="primary"
              disabled={!statement}
              onClick={() =>
                statement &&
                printDocument(`${words.title} ${statement.partyName} ${statement.asOf}`)
              }
            >
              Print / Export PDF
            </ActionButton>
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
      ) : data && statement ? (
        <div className="printed-doc-paper" aria-busy={loading || undefined}>
          <StatementDocument statement={statement} words={words} company={data.company}>
            {children?.(data.company)}
          </StatementDocument>
        </div>
      ) : (
        <p role={gone ? 'alert' : 'status'}>{gone || 'Loading statement...'}</p>
      )}
    </div>
  );
}
