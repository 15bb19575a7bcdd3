import { useQuery } from '@apollo/client/react';
import { MpesaAvailabilityDocument } from './mpesa.generated.ts';

/**
 * Whether "Request M-Pesa payment" is offered: only once M-Pesa is set up in Settings (a mode
 * other than off), so nothing changes for a shop without it. Every role may know it (a cashier
 * at the counter asks most), though only owners and managers read the settings; while unknown,
 * the action stays hidden.
 */
export function useMpesaAvailable(): boolean {
  // Asked again each time a screen shows the action: M-Pesa may have been set up (or switched
  // off) in Settings since the answer in the cache.
  const { data } = useQuery(MpesaAvailabilityDocument, { fetchPolicy: 'cache-and-network' });
  return data?.company.mpesaRequests ?? false;
}
