import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { downloadCsv } from '../../shared/list/export-csv.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { importMachine } from './import.machine.ts';
import { ColumnMatch, RowPreview } from './import-preview.tsx';
import { type ImportKind, type OnMatch, sendImport } from './import-request.ts';
import './imports.css';

export const importText = {
  checking: 'Checking the file…',
  importing: 'Importing…',
} as const;

const KINDS: { kind: ImportKind; label: string; list: string }[] = [
  { kind: 'inventory', label: 'Items', list: '/inventory' },
  { kind: 'customers', label: 'Customers', list: '/customers' },
  { kind: 'suppliers', label: 'Suppliers', list: '/suppliers' },
];

/** Issue 53: a shop's items, customers or suppliers from its spreadsheet, checked before import. */
export function ImportsPage() {
  const client = useApolloClient();
  const gatewayUri = client.defaultContext.gatewayUri ?? '/graphql';
  // The requests report how much of the file has gone to the machine running them.
  const progress = useRef<(sent: number) => void>(() => {});
  // Built once: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    importMachine.provide({
      actors: {
        checkFile: fromPromise(({ input }) =>
          sendImport(gatewayUri, input, (sent) => progress.current(sent)),
        ),
        importFile: fromPromise(async ({ input }) => {
          const imported = await sendImport(gatewayUri, input, (sent) => progress.current(sent));
          // Lists read before the import are stale now; one that fails to refresh says so itself.
          client.refetchQueries({ include: 'active' }).catch(() => undefined);
          return imported;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { inspect });
  progress.current = (sent) => send({ type: 'upload.progress', sent });
  const { kind, onMatch, file, answer, columns, error, done, sent } = snapshot.context;
  const fileInput = useRef<HTMLInputElement>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const busy = snapshot.matches('matching') || snapshot.matches('importing');
  // A file imported leaves the picker empty for the next.
  useEffect(() => {
    if (file === null && fileInput.current) fileInput.current.value = '';
  }, [file]);

  const ready = snapshot.can({ type: 'import.start', key: '' });
  const listOf = KINDS.find((each) => each.kind === (done?.kind ?? kind))!;
  return (
    <>
      <PageHeader title="Import">
        <p className="page-header__summary">
          Bring in items, customers or suppliers from a spreadsheet (CSV or Excel .xlsx): check
          every row first, then import the whole file at once.
        </p>
      </PageHeader>
      <section className="import-setup" aria-label="File to import">
        <fieldset className="import-kind">
          <legend className="import-section-title">What to import</legend>
          {KINDS.map((each) => (
            <label key={each.kind} className="import-kind__option">
              <input
                type="radio"
                name="import-kind"
                value={each.kind}
                checked={kind === each.kind}
                disabled={busy}
                onChange={() => send({ type: 'kind.choose', kind: each.kind })}
              />
              {each.label}
            </label>
          ))}
        </fieldset>
        <div className="import-setup__row">
          <label className="field">
            <span className="field__label">Spreadsheet</span>
            <input
              ref={fileInput}
              className="input"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              onChange={(event) =>
                send({ type: 'file.choose', file: event.target.files?.[0] ?? null })
              }
            />
          </label>
          <label className="field">
            <span className="field__label">Rows already in Ghala</span>
            <select
              className="input"
              value={onMatch}
              disabled={busy}
              onChange={(event) =>
                send({ type: 'onMatch.choose', onMatch: event.target.value as OnMatch })
              }
            >
              <option value="report">Show them as problems</option>
              <option value="update">Update them from the file</option>
              <option value="skip">Leave them as they are</option>
            </select>
          </label>
          <ActionButton
            onClick={() =>
              void downloadCsv(gatewayUri, `import-templates/${kind}`, {}).catch((failed) =>
                setTemplateError((failed as Error).message),
              )
            }
          >
            Download template
          </ActionButton>
        </div>
      </section>
      {busy && (
        <div className="import-progress" role="status">
          <span>{snapshot.matches('matching') ? importText.checking : importText.importing}</span>
          <progress
            max={1}
            value={sent < 1 ? sent : undefined}
            aria-label={sent < 1 ? 'Sending the file' : 'Reading every row'}
          />
        </div>
      )}
      {(error ?? templateError) && (
        <p className="banner banner--error" role="alert">
          {error ?? templateError}
          {snapshot.matches('failed') && (
            <>
              {' '}
              <ActionButton onClick={() => send({ type: 'import.retry' })}>Try again</ActionButton>
            </>
          )}
        </p>
      )}
      {done && (
        <p className="banner banner--success" role="status">
          Imported: {formatCount(done.created, 'new record')},{' '}
          {done.updated.toLocaleString('en-KE')} updated, {done.skipped.toLocaleString('en-KE')}{' '}
          left as they were. <Link to={listOf.list}>Open {listOf.label}</Link>
        </p>
      )}
      {answer && columns && (
        <>
          <p className="import-summary" role="status">
            {formatCount(answer.valid, 'row')} ready
            {answer.invalid > 0
              ? `, ${formatCount(answer.invalid, 'row')} with problems: fix them in the file and choose it again`
              : ''}
            .
          </p>
          <ColumnMatch
            answer={answer}
            columns={columns}
            disabled={busy}
            onChange={(next) => send({ type: 'columns.change', columns: next })}
          />
          <RowPreview answer={answer} />
          <div className="import-actions">
            <ActionButton
              tone="primary"
              disabled={!ready}
              onClick={() => send({ type: 'import.start', key: newAttemptKey() })}
            >
              Import {answer.valid > 0 ? formatCount(answer.valid, 'row') : ''}
            </ActionButton>
          </div>
        </>
      )}
    </>
  );
}
