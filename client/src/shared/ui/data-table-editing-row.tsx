import type { FormEvent, ReactNode } from 'react';
import type { DataTableColumn, DataTableEdit } from './data-table-column.ts';
import { editBelowClass } from './data-table-virtual.ts';
import type { RowEditor, RowEditState } from './use-row-edit.ts';

/* A DataTable's row while it is edited inline: a field per editable column, Save and Cancel. */

type EditingRowProps<Row> = {
  row: Row;
  index: number;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Names the row in its buttons' labels. */
  name: string;
  formId: string;
  edit: RowEditState;
  editor: RowEditor<Row>;
  rowRef: (element: HTMLTableRowElement | null) => void;
};

export function DataTableEditingRow<Row>({
  row,
  index,
  columns,
  name,
  formId,
  edit: { values, errors, saving },
  editor,
  rowRef,
}: EditingRowProps<Row>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.save(row, values);
  };
  const field = (column: DataTableColumn<Row>, edit: DataTableEdit<Row>) => (
    <EditField
      row={row}
      column={column}
      edit={edit}
      inputId={`${formId}-${column.id}`}
      formId={formId}
      value={values[column.id] ?? ''}
      error={errors[column.id] ?? null}
      onChange={(value) => editor.change(column.id, value)}
      onCancel={editor.cancel}
    />
  );
  const below = columns.filter((column) => column.edit?.below);
  // Save and Cancel end the edit: in the Actions cell, or after the fields on the line below.
  const saveButtons = (
    <form id={formId} className="data-table__action-buttons" onSubmit={submit}>
      <button
        className="button button--primary button--small"
        type="submit"
        disabled={saving}
        aria-label={`Save ${name}`}
      >
        {saving ? 'Saving...' : 'Save'}
      </button>
      <button
        className="button button--secondary button--small"
        type="button"
        disabled={saving}
        onClick={editor.cancel}
        aria-label={`Cancel editing ${name}`}
      >
        Cancel
      </button>
    </form>
  );
  return (
    <>
      <tr
        ref={rowRef}
        data-index={index}
        className={`data-table__row data-table__row--editing${below.length > 0 ? ' data-table__row--edit-above' : ''}`}
      >
        {columns.map((column) => (
          <td
            key={column.id}
            data-label={column.header}
            className={column.align === 'end' ? 'data-table__cell--end' : undefined}
          >
            {column.edit && !column.edit.below ? field(column, column.edit) : column.cell(row)}
          </td>
        ))}
        <td className="data-table__actions data-table__cell--end" data-label="Actions">
          {below.length === 0 && saveButtons}
        </td>
      </tr>
      {below.length > 0 && (
        <tr className={`data-table__row data-table__row--editing ${editBelowClass}`}>
          <td colSpan={columns.length + 1}>
            <div className="data-table__edit-below">
              {below.map((column) =>
                column.edit ? (
                  <fieldset key={column.id} className="data-table__edit-group">
                    <legend className="visually-hidden">{column.header}</legend>
                    {field(column, column.edit)}
                  </fieldset>
                ) : null,
              )}
              {saveButtons}
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * One column's field: the column's own (`edit.field`), a select, or a text box labelled by
 * the column's header, with what the server said is wrong under it.
 */
function EditField<Row>({
  row,
  column,
  edit,
  inputId,
  formId,
  value,
  error,
  onChange,
  onCancel,
}: {
  row: Row;
  column: DataTableColumn<Row>;
  edit: DataTableEdit<Row>;
  inputId: string;
  formId: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onCancel: () => void;
}): ReactNode {
  const errorId = `${inputId}-error`;
  if (edit.field) {
    return (
      <div className="data-table__edit-field">{edit.field({ row, value, onChange, error })}</div>
    );
  }
  return (
    <div className="data-table__edit-field">
      <label className="data-table__edit-label" htmlFor={inputId}>
        {column.header}
      </label>
      {edit.options ? (
        <select
          id={inputId}
          className="input input--compact"
          form={formId}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {edit.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={inputId}
          className="input input--compact"
          form={formId}
          type={edit.type ?? 'text'}
          step={typeof edit.step === 'function' ? edit.step(row) : edit.step}
          min={edit.min}
          required={edit.required}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
      )}
      {error && (
        <p id={errorId} className="field__error data-table__edit-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
