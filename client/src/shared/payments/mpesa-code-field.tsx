import type { FieldProps } from '../ui/labelled-field.tsx';
import { TextField } from '../ui/text-field.tsx';

type MpesaCodeFieldProps = Omit<FieldProps, 'label'> & { disabled: boolean };

/**
 * The M-Pesa code the customer reads out from their SMS (SL47ABCDE9), typed where M-Pesa has not
 * told the shop of the payment: in capitals as the SMS has it, without the browser's
 * suggestions or spelling marks, which a code has no use for.
 */
export function MpesaCodeField(field: MpesaCodeFieldProps) {
  return (
    <TextField
      label="M-Pesa code from the customer’s SMS"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="SL47ABCDE9"
      {...field}
    />
  );
}
