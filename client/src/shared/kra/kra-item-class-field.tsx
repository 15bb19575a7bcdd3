import { useId } from 'react';
import { TextField } from '../ui/text-field.tsx';
import { kraItemClass, NOT_A_CLASS, searchKraItemClasses } from './kra-item-classes.ts';

/** What the item class field says of the code in it; `emptyHint` while it is empty. */
export function kraItemClassHint(code: string, emptyHint: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return emptyHint;
  const known = kraItemClass(trimmed);
  if (known) return `${known.code}: ${known.name}`;
  if (trimmed === NOT_A_CLASS) return '99000000 heads KRA’s tax-based list; it is not a class.';
  return 'Not in Ghala’s copy of KRA’s list: check the code with KRA.';
}

type KraItemClassFieldProps = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  /** Said under it while it is empty; left out, no hint at all (the row edit's small controls). */
  emptyHint?: string;
  error?: string;
};

/**
 * KRA's item class, typed as a word (cement, flour) or a code and picked from KRA's list under
 * it (the browser's own, searchable): an item's class, and the shop's class for typed lines.
 */
export function KraItemClassField({
  label,
  value,
  onChange,
  required = false,
  emptyHint,
  error,
}: KraItemClassFieldProps) {
  const classesId = useId();
  const matches = searchKraItemClasses(value);
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        list={classesId}
        autoComplete="off"
        required={required}
        hint={emptyHint === undefined ? undefined : kraItemClassHint(value, emptyHint)}
        error={error}
      />
      <datalist id={classesId}>
        {matches.map((each) => (
          <option key={each.code} value={each.code} label={`${each.code}: ${each.name}`} />
        ))}
      </datalist>
    </>
  );
}
