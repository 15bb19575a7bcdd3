import { useQuery } from '@apollo/client/react';
import type { EtimsMode } from '../../graphql/schema-types.generated.ts';
import { EtimsWaitingDocumentsDocument } from './etims-waiting.generated.ts';
import { ModeField, type ModeText } from './mode-field.tsx';
import { ETIMS_MODES } from './settings-draft.ts';

/** Each mode as the owner choosing it needs to read it: what it does, in one line. */
export const ETIMS_MODE_TEXT: ModeText<EtimsMode> = {
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

/**
 * The eTIMS mode as four choices, each explained beside it. Off with documents still waiting for
 * KRA says so: they stay waiting, unsent, until eTIMS is on again.
 */
export function EtimsModeField(props: {
  value: EtimsMode;
  onChange: (mode: EtimsMode) => void;
  error?: string;
}) {
  const { data } = useQuery(EtimsWaitingDocumentsDocument, { fetchPolicy: 'cache-and-network' });
  const waiting = data?.etimsWaitingDocuments ?? 0;
  return (
    <>
      <ModeField legend="eTIMS mode" modes={ETIMS_MODES} text={ETIMS_MODE_TEXT} {...props} />
      {props.value === 'off' && waiting > 0 && (
        <p className="banner banner--warning" role="status">
          {waiting === 1
            ? '1 invoice or credit note is waiting for KRA.'
            : `${waiting} invoices and credit notes are waiting for KRA.`}{' '}
          With eTIMS off they are not sent; they are sent when eTIMS is on again.
        </p>
      )}
    </>
  );
}
