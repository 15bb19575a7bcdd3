import { useQuery } from '@apollo/client/react';
import { CompanyDocument } from './company.generated.ts';

/**
 * What a cost typed in this shop is (design.md §2b): net of VAT for a VAT-registered shop (the
 * input VAT goes to the VAT return), the full price paid otherwise. Settings decides; a new shop
 * is VAT-registered, so that is said while the settings are read.
 */
export function useCostBasis(): { vatRegistered: boolean; hint: string } {
  const { data } = useQuery(CompanyDocument);
  const vatRegistered = data?.company.vatRegistered ?? true;
  return {
    vatRegistered,
    hint: vatRegistered
      ? 'Excluding VAT: the shop is VAT-registered, so the VAT goes to the VAT return.'
      : 'Including VAT: the full price paid (the shop is not VAT-registered).',
  };
}
