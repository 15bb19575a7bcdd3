import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_VAT_PERCENT, vatPercentText } from '../money/money-input.ts';
import { CompanyDocument } from './company.generated.ts';

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

/**
 * Asks for the default VAT rate ahead of a screen that waits for it (the Orders screen, whose
 * list would otherwise leave only after this answer): `useDefaultVatRate` then finds it in
 * Apollo's cache, or joins the request in flight.
 */
export function prefetchDefaultVatRate(client: ApolloClient): Promise<unknown> {
  return client.query({ query: CompanyDocument });
}
