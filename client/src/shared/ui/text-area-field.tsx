import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { LabelledField } from './labelled-field.tsx';

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'className'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value, shown beside the field (and the field marked invalid). */
  error?: string | null;
};

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
