import type { TextareaHTMLAttributes } from 'react';
import { type FieldProps, LabelledField, type OwnAttributes } from './labelled-field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnAttributes> &
  FieldProps;

/** `TextField` for text of several lines (an address, a note to print). */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="input input--multiline"
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          {...textarea}
        />
      )}
    </LabelledField>
  );
}
