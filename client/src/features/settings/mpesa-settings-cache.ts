import type { ApolloCache } from '@apollo/client';
import {
  type MpesaSettingsDetailsFragment,
  MpesaSettingsDocument,
} from './mpesa-settings.generated.ts';

/**
 * Keeps the M-Pesa settings a change returned (saved, URLs registered, token replaced). They have
 * no id, so Apollo cannot merge them by itself: the one copy in the cache is Query.mpesaSettings.
 */
export function cacheMpesaSettings(
  cache: ApolloCache,
  settings: MpesaSettingsDetailsFragment | undefined,
) {
  if (settings)
    cache.writeQuery({ query: MpesaSettingsDocument, data: { mpesaSettings: settings } });
}
