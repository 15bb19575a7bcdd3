import { useId } from 'react';

/** What each choice of a mode means, as the owner choosing it needs to read it: one line. */
export type ModeText<Mode extends string> = Record<Mode, { label: string; means: string }>;

/**
 * A mode (eTIMS's, M-Pesa's) as a group of choices, each explained beside it: off, the
 * simulator, the sandbox, production.
 */
export function ModeField<Mode extends string>({
  legend,
  modes,
  text,
  value,
  onChange,
  error,
}: {
  legend: string;
  modes: readonly Mode[];
  text: ModeText<Mode>;
  value: Mode;
  onChange: (mode: Mode) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className="mode-field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="mode-field__options">
        {modes.map((mode) => (
          <label key={mode} className="mode-field__option">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span className="mode-field__text">
              <span className="mode-field__label">{text[mode].label}</span>
              <span className="mode-field__means">{text[mode].means}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
