import type { ApolloClient } from '@apollo/client';
import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import type { InvoiceDraft } from './invoice-draft.ts';
import { InvoiceLineItemBandDocument } from './invoices.generated.ts';

/**
 * The tax band the server now has for each inventory item on the draft's lines, by item id:
 * an invoice refused over its totals may have lines whose item moved band since they were added.
 */
export async function currentItemBands(
  client: ApolloClient,
  draft: InvoiceDraft,
): Promise<Map<string, TaxBand>> {
  const ids = [...new Set(draft.lines.flatMap((line) => line.inventoryId ?? []))];
  const answers = await Promise.all(
    ids.map((id) =>
      client.query({
        query: InvoiceLineItemBandDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      }),
    ),
  );
  return new Map(
    answers.flatMap(({ data }) =>
      data?.inventoryItem ? [[data.inventoryItem.id, data.inventoryItem.taxBand] as const] : [],
    ),
  );
}
