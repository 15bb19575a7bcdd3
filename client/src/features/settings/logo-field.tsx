import { useId, useState } from 'react';
import { logoProblem } from './settings-draft.ts';

/** A file's bytes or its data: URL, through FileReader (what every browser, and jsdom, has). */
function read(file: Blob, as: 'dataUrl'): Promise<string>;
function read(file: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function read(file: Blob, as: 'dataUrl' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsArrayBuffer(file);
  });
}

type LogoFieldProps = {
  /** The logo as a data: URL, or null for none. */
  value: string | null;
  onChange: (logo: string | null) => void;
  /** What is wrong with the logo (a refused file, or the server's reason). */
  error?: string | null;
};

/**
 * The shop's logo: a preview of the one kept, a button to choose another image and one to take it
 * away. A file that cannot be the logo is refused here with the reason beside the field; nothing
 * is sent until the form is saved.
 */
export function LogoField({ value, onChange, error }: LogoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;

  async function choose(file: File) {
    const head = new Uint8Array(await read(file.slice(0, 12), 'bytes'));
    const problem = logoProblem(file.type, file.size, head);
    setRefused(problem);
    if (!problem) onChange(await read(file, 'dataUrl'));
  }

  return (
    <fieldset className="field logo-field">
      <legend className="field__label">Logo</legend>
      <div className="logo-field__row">
        <div className="logo-field__preview">
          {value ? (
            <img src={value} alt="Logo preview" />
          ) : (
            <span className="logo-field__empty">No logo</span>
          )}
        </div>
        <div className="logo-field__actions">
          <input
            id={inputId}
            className="visually-hidden logo-field__input"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={shown ? true : undefined}
            aria-describedby={[hintId, shown ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so choosing the same file again (after removing it) is a change too.
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          <label className="button button--secondary button--small" htmlFor={inputId}>
            {value ? 'Replace logo' : 'Choose logo'}
          </label>
          {value && (
            <button
              className="button button--ghost button--small"
              type="button"
              onClick={() => {
                setRefused(null);
                onChange(null);
              }}
            >
              Remove logo
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className="field__hint">
        PNG, JPEG or WebP, at most 200 KB. Printed at the top left of invoices, credit notes and
        statements.
      </p>
      {shown && (
        <p id={errorId} className="field__error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
