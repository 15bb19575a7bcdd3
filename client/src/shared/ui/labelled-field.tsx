import { type ReactNode, useId } from 'react';

/** What a form control inside a `LabelledField` takes to be tied to its label and notes. */
export type FieldControlProps = {
  /** The control's id; the label's is this with `-label` after it (for a second control). */
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What a labelled control (`TextField`, `SelectField`…) takes beside its element's own. */
export type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value, shown beside the field (and the field marked invalid). */
  error?: string | null;
};

/** An element's attributes a labelled control leaves to the field (its id, value, style). */
export type OwnAttributes = 'id' | 'value' | 'onChange' | 'className';

type LabelledFieldProps = {
  label: string;
  /** A line under the field, tied to it for screen readers. */
  hint?: ReactNode;
  /** What is wrong with the value, shown beside the field (and the field marked invalid). */
  error?: string | null;
  /** Extra class beside `.field`. */
  className?: string;
  /** The control (or a row holding it), given the ids and states that tie it to the rest. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The house style's field (`.field`) every form control shares: the label always visible above,
 * the hint and the error under it, both read with the control (`aria-describedby`) and the
 * control marked invalid while there is an error (issue 20).
 */
export function LabelledField({ label, hint, error, className, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label id={`${id}-label`} className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
