import { useApolloClient, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ItemPicker, type PickedItem } from '../../shared/pickers/item-picker.tsx';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { MAX_LINES } from './count-sheet.ts';
import {
  type CountedItemFragment,
  StockCountCandidatesDocument,
  StockCountSheetPageDocument,
  type StockCountSheetPageQuery,
  StockCountSuppliersDocument,
} from './stock-count.generated.ts';

/** Items a page when a count takes in every item, or a supplier's: the gateway's cost limit. */
const SHEET_PAGE = 100;
/** "Add matches" takes the first matches only: a search word narrows, it does not fill. */
const MATCHES = 200;

/**
 * How items come onto the count sheet: one picked, every item matching a word, every item in
 * the shop, or a supplier's. Whole lists are read a page at a time, by name, up to what one
 * count posts (MAX_LINES), so a large shop's sheet fills without one huge request.
 */
export function CountSheetChoose({
  onAdd,
}: {
  onAdd: (items: readonly (CountedItemFragment | PickedItem)[]) => void;
}) {
  const client = useApolloClient();
  const toast = useToast();
  const suppliers = useQuery(StockCountSuppliersDocument);
  const [matching, setMatching] = useState('');
  const [supplierId, setSupplierId] = useState('');
  // What is being added and how far it has got: "Adding... 200 of 812".
  const [progress, setProgress] = useState<string | null>(null);

  async function adding(read: () => Promise<number>, none: string) {
    setProgress('Adding...');
    try {
      const added = await read();
      if (added === 0) toast.failure(none);
      else toast.success(`${added} ${added === 1 ? 'item' : 'items'} added to the count`);
    } catch (caught) {
      toast.failure(saveFailureMessage(caught, 'Failed to find the items'));
    } finally {
      setProgress(null);
    }
  }

  /** Every item (or a supplier's), page after page, onto the sheet as each page comes. */
  const fillFrom = (supplier: string | null) => async () => {
    let after: string | null = null;
    let added = 0;
    do {
      const read: { data?: StockCountSheetPageQuery } = await client.query({
        query: StockCountSheetPageDocument,
        variables: { supplierId: supplier, first: SHEET_PAGE, after },
        fetchPolicy: 'network-only',
      });
      const page: StockCountSheetPageQuery['inventoryPage'] | undefined = read.data?.inventoryPage;
      if (!page) break;
      onAdd(page.nodes);
      added += page.nodes.length;
      setProgress(`Adding... ${added} of ${Math.min(page.totalCount, MAX_LINES)}`);
      after = page.pageInfo.hasNextPage && added < MAX_LINES ? page.pageInfo.endCursor : null;
    } while (after);
    return added;
  };

  async function addMatches(event: FormEvent) {
    event.preventDefault();
    const search = matching.trim();
    if (!search) return;
    await adding(async () => {
      const { data } = await client.query({
        query: StockCountCandidatesDocument,
        variables: { search, first: MATCHES },
        fetchPolicy: 'network-only',
      });
      const nodes = data?.inventoryPage.nodes ?? [];
      onAdd(nodes);
      if (nodes.length > 0) setMatching('');
      return nodes.length;
    }, `No items match “${search}”.`);
  }

  const supplierName = suppliers.data?.suppliers.find((s) => s.id === supplierId)?.name;
  const busy = progress !== null;
  return (
    <section className="stock-count__choose" aria-label="Items to count">
      <ItemPicker label="Add item" withCosts onPick={(item) => onAdd([item])} />
      <form className="stock-count__matches" onSubmit={addMatches}>
        <TextField
          label="Or add every item matching"
          placeholder="e.g. cement, or a supplier"
          value={matching}
          onChange={setMatching}
        />
        <button
          className="button button--secondary"
          type="submit"
          disabled={busy || !matching.trim()}
        >
          Add matches
        </button>
      </form>
      <div className="stock-count__whole">
        <ActionButton
          disabled={busy}
          onClick={() => void adding(fillFrom(null), 'The shop has no items yet.')}
        >
          Count all items
        </ActionButton>
        <div className="stock-count__supplier">
          <SelectField label="Supplier" value={supplierId} onChange={setSupplierId}>
            <option value="">Choose a supplier</option>
            {suppliers.data?.suppliers.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </SelectField>
          <ActionButton
            disabled={busy || !supplierId}
            onClick={() =>
              void adding(fillFrom(supplierId), `${supplierName ?? 'This supplier'} has no items.`)
            }
          >
            Count a supplier's items
          </ActionButton>
        </div>
        {progress && (
          <p className="field__hint" role="status">
            {progress}
          </p>
        )}
      </div>
    </section>
  );
}
