import { ColumnHeadings } from '../../shared/ui/lines-table.tsx';
import type { ImportAnswer } from './import-request.ts';

const SHOWN_ROWS = 200;
const ACTION_WORDS = { create: 'Add', update: 'Update', skip: 'Leave as is' } as const;

/** Each column of the file and the field it feeds, editable: a field can be fed once. */
export function ColumnMatch({
  answer,
  columns,
  onChange,
  disabled,
}: {
  answer: ImportAnswer;
  columns: (string | null)[];
  onChange: (columns: (string | null)[]) => void;
  disabled: boolean;
}) {
  const missing = answer.fields.filter((each) => each.required && !columns.includes(each.field));
  return (
    <section className="import-columns" aria-labelledby="import-columns-title">
      <h2 id="import-columns-title" className="import-section-title">
        Columns
      </h2>
      {missing.length > 0 && (
        <p className="banner banner--error" role="alert">
          No column is matched to {missing.map((each) => each.label).join(' or ')}: choose the
          column that holds it.
        </p>
      )}
      <ul className="import-columns__list">
        {answer.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are fixed and may repeat a header
          <li key={index} className="import-columns__item">
            <label className="import-columns__label">
              <span className="import-columns__header">
                {column.header || `Column ${index + 1}`}
              </span>
              <select
                className="input"
                value={columns[index] ?? ''}
                disabled={disabled}
                onChange={(event) => {
                  const field = event.target.value || null;
                  // A field fed by one column at a time: choosing it here frees it elsewhere.
                  onChange(
                    columns.map((each, at) =>
                      at === index ? field : field !== null && each === field ? null : each,
                    ),
                  );
                }}
              >
                <option value="">Not imported</option>
                {answer.fields.map((each) => (
                  <option key={each.field} value={each.field}>
                    {each.label}
                    {each.required ? ' (required)' : ''}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every row of the file: what importing it does, or each problem beside it. */
export function RowPreview({ answer }: { answer: ImportAnswer }) {
  // The rows with problems first: they are what the owner must fix.
  // A big file's rows are not all drawn: its problems and a first few good rows are.
  const bad = answer.rows.filter((row) => row.status === 'error').slice(0, SHOWN_ROWS);
  const good = answer.rows.filter((row) => row.status === 'ok').slice(0, SHOWN_ROWS - bad.length);
  const rows = [...bad, ...good];
  const hidden = answer.rows.length - rows.length;
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="import-section-title">
        Preview
      </h2>
      <div className="import-preview__scroll">
        <table className="import-preview__table">
          <ColumnHeadings
            columns={[{ heading: 'Row' }, { heading: 'Name' }, { heading: 'Result' }]}
          />
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.row}
                className={row.status === 'error' ? 'import-preview__bad' : undefined}
              >
                <td className="import-preview__number">{row.row}</td>
                <td>{row.name || '—'}</td>
                <td>
                  {row.status === 'ok' ? (
                    <span className="badge badge--success">
                      {ACTION_WORDS[row.action ?? 'create']}
                    </span>
                  ) : (
                    <ul className="import-preview__errors">
                      {Object.entries(row.errors ?? {}).map(([column, why]) => (
                        <li key={column}>
                          <strong>{column}</strong>: {why}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className="import-preview__more">
          and {hidden.toLocaleString('en-KE')} more row{hidden === 1 ? '' : 's'}
        </p>
      )}
    </section>
  );
}
