import { useCallback, useMemo, useState } from 'react';
import { type FieldMessages, refusedFields } from '../graphql/request-failure.ts';
import type { DataTableColumn } from './data-table-column.ts';

type EditState = { key: string; values: Record<string, string> };

/** The row being edited as its row draws it: what is typed, why it was refused, and saving. */
export type RowEditState = {
  values: Record<string, string>;
  errors: FieldMessages;
  saving: boolean;
};

/** What a row does to start, change, cancel and save its edit. */
export type RowEditor<Row> = {
  start: (row: Row) => void;
  change: (columnId: string, value: string) => void;
  cancel: () => void;
  save: (row: Row, values: Record<string, string>) => void;
};

/**
 * A DataTable's inline edit, one row at a time: the values typed by column id, and why the last
 * save was refused, by column id.
 */
export function useRowEdit<Row>({
  columns,
  rowKey,
  onSave,
}: {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowKey: (row: Row) => string;
  onSave: ((row: Row, values: Record<string, string>) => Promise<unknown>) | undefined;
}) {
  const [editing, setEditing] = useState<EditState | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save of the edited row was refused for, by column id.
  const [editErrors, setEditErrors] = useState<FieldMessages>({});

  const startEdit = useCallback(
    (row: Row) => {
      const values: Record<string, string> = {};
      for (const column of columns) {
        if (column.edit) values[column.id] = column.edit.value(row);
      }
      setEditing({ key: rowKey(row), values });
      setEditErrors({});
    },
    [columns, rowKey],
  );

  const changeValue = useCallback((columnId: string, value: string) => {
    setEditing((current) =>
      current ? { ...current, values: { ...current.values, [columnId]: value } } : current,
    );
    // What was said about the old value no longer holds.
    setEditErrors((current) => {
      if (!(columnId in current)) return current;
      const { [columnId]: _changed, ...rest } = current;
      return rest;
    });
  }, []);

  const cancelEdit = useCallback(() => {
    setEditing(null);
    setEditErrors({});
  }, []);

  const saveEdit = useCallback(
    async (row: Row, values: Record<string, string>) => {
      if (!onSave) return;
      setSaving(true);
      setEditErrors({});
      try {
        await onSave(row, values);
        setEditing(null);
      } catch (failure) {
        // The screen says what went wrong; keeping the row open keeps what was typed, and each
        // refused field's reason is shown under it.
        setEditErrors(refusedFields(failure));
      } finally {
        setSaving(false);
      }
    },
    [onSave],
  );

  // One object while the edit goes on, so the edited row's memo holds between its changes.
  const edited = useMemo<(RowEditState & { key: string }) | null>(
    () => editing && { key: editing.key, values: editing.values, errors: editErrors, saving },
    [editing, editErrors, saving],
  );
  const editor = useMemo<RowEditor<Row>>(
    () => ({ start: startEdit, change: changeValue, cancel: cancelEdit, save: saveEdit }),
    [startEdit, changeValue, cancelEdit, saveEdit],
  );
  return { edited, editor };
}
