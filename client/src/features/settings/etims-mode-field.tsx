import { useId } from 'react';
import type { EtimsMode } from '../../graphql/operations.generated.ts';
import { ETIMS_MODES } from './settings-draft.ts';

/** Each mode as the owner choosing it needs to read it: what it does, in one line. */
export const ETIMS_MODE_TEXT: Record<EtimsMode, { label: string; means: string }> = {
  off: {
    label: 'Off',
    means: 'Invoices and credit notes are not sent to KRA, as before.',
  },
  simulator: {
    label: 'Simulator',
    means: "Signed by Ghala's built-in KRA simulator, to try eTIMS out; nothing reaches KRA.",
  },
  sandbox: {
    label: 'KRA sandbox',
    means:
      "Sent to KRA's test system, for a device KRA approved for testing: not real tax invoices.",
  },
  production: {
    label: 'KRA (live)',
    means: 'Sent to KRA and signed: real tax invoices your customers can claim VAT with.',
  },
};

/** The eTIMS mode as four choices, each explained beside it. */
export function EtimsModeField({
  value,
  onChange,
  error,
}: {
  value: EtimsMode;
  onChange: (mode: EtimsMode) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className="etims-mode"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">eTIMS mode</legend>
      <div className="etims-mode__options">
        {ETIMS_MODES.map((mode) => (
          <label key={mode} className="etims-mode__option">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span className="etims-mode__text">
              <span className="etims-mode__label">{ETIMS_MODE_TEXT[mode].label}</span>
              <span className="etims-mode__means">{ETIMS_MODE_TEXT[mode].means}</span>
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
