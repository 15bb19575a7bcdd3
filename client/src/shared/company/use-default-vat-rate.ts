import { useQuery } from '@apollo/client/react';
import { CompanyDocument } from '../../graphql/operations.generated.ts';
import { DEFAULT_VAT_PERCENT, vatPercentText } from '../money/money-input.ts';

/**
 * The VAT rate new orders and invoices start with (Settings' default VAT rate), as the VAT
 * field's percent text: '16' unless the shop set another. Null while it is being read, so a form
 * can wait rather than start on 16 and change under the user's hands; spec §9's 16 if the read
 * fails (the form's own rules still apply to whatever is typed).
 */
export function useDefaultVatRate(): string | null {
  const { data, error } = useQuery(CompanyDocument);
  if (data) return vatPercentText(data.company.defaultVatRate);
  return error ? DEFAULT_VAT_PERCENT : null;
}
