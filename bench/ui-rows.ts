import { createRoot, type Root } from 'react-dom/client';
import type {
  InventoryListQuery,
  InventoryListQueryVariables,
  InventoryRowFragment,
  InventorySummaryQuery,
} from '../client/src/features/inventory/inventory.generated.ts';

/**
 * What both benchmark pages share: the same 10,000 items, the same rule for "the rows are on
 * screen", and the same way of timing an interaction to the paint that shows its result.
 */

export const ITEM_COUNT = Number(new URLSearchParams(location.search).get('items') ?? 10_000);

// The first screenful: the list box shows about five rows of 97 px (two rows of buttons each).
const ROWS_ON_SCREEN = 5;

const FAMILIES = [
  'Binding Wire',
  'Cement 50kg',
  'Deformed Bar Y12',
  'Emulsion Paint 4L',
  'Iron Sheet Gauge 28',
  'Iron Sheet Gauge 30',
  'Padlock',
  'PVC Pipe 2in',
  'Twin Cable 2.5mm',
  'Wire Nails (kg)',
];
const SUPPLIERS = ['Bamburi Cement', 'Crown Paints', 'Davis & Shirtliff', 'Mabati Rolling Mills'];

type Item = InventoryRowFragment;

// The server's shop-wide reorder level, for items without their own.
const LOW_STOCK_QUANTITY = 10;

/** Deterministic items in name order, as the server sends them ("Every inventory item, by name"). */
export function benchItems(count = ITEM_COUNT): Item[] {
  const perFamily = Math.ceil(count / FAMILIES.length);
  const items: Item[] = [];
  for (let index = 0; index < count; index += 1) {
    const family = FAMILIES[Math.floor(index / perFamily)] ?? 'Other';
    const unitCents = 5_000 + ((index * 7_919) % 200_000);
    const costCents = (index % 17 === 0 ? 0 : Math.round(unitCents * 0.8)) | 0;
    const quantity = (index * 31) % 240;
    const supplier = index % 5 === 0 ? null : (index % SUPPLIERS.length) + 1;
    items.push({
      __typename: 'InventoryItem',
      id: String(index + 1),
      name: `${family} #${String((index % perFamily) + 1).padStart(5, '0')}`,
      quantity,
      unit: 'pcs',
      sellsInFractions: false,
      unitPrice: unitCents / 100,
      costPrice: costCents / 100,
      totalValue: (quantity * unitCents) / 100,
      marginPercent: costCents === 0 ? null : ((unitCents - costCents) / costCents) * 100,
      supplierId: supplier === null ? null : String(supplier),
      supplierName: supplier === null ? null : (SUPPLIERS[supplier - 1] ?? null),
      reorderLevel: null,
      lowStock: quantity <= LOW_STOCK_QUANTITY,
      taxBand: 'B',
      kraItemClassCode: null,
      kraPackagingUnit: 'NT',
      kraQuantityUnit: 'U',
      barcode: null,
    });
  }
  return items;
}

// The server's rule and page size, as the real API has them.
const SORT_VALUE: Record<string, (item: Item) => string | number> = {
  name: (item) => item.name,
  quantity: (item) => item.quantity,
  unit_price: (item) => item.unitPrice,
  total_value: (item) => item.totalValue,
};

/**
 * The inventory screen's queries answered from the items in memory as the server would: the
 * list searched (item or supplier name), filtered by stock, sorted with ties by id and cut into
 * pages (the cursor here is the next row's index), and the summary's counts.
 */
export function benchAnswer(
  operationName: string,
  variables: Record<string, unknown>,
  items: readonly Item[],
): InventoryListQuery | InventorySummaryQuery | Record<string, never> {
  if (operationName === 'InventorySummary') {
    return {
      inventorySummary: {
        __typename: 'InventorySummary',
        totalItems: items.length,
        lowStockItems: items.filter((item) => item.lowStock).length,
      },
    };
  }
  if (operationName !== 'InventoryList') return {};
  const { first, after, search, inStock, lowStock, sort } =
    variables as InventoryListQueryVariables;
  const text = search?.toLowerCase();
  const matching = items.filter(
    (item) =>
      (!text ||
        item.name.toLowerCase().includes(text) ||
        (item.supplierName ?? '').toLowerCase().includes(text)) &&
      (inStock == null || inStock === item.quantity > 0) &&
      (lowStock == null || lowStock === item.quantity <= LOW_STOCK_QUANTITY),
  );
  const [, key = 'name', direction = 'asc'] = /^(.*)_(asc|desc)$/.exec(sort ?? 'name_asc') ?? [];
  const value = SORT_VALUE[key] ?? SORT_VALUE.name!;
  const sign = direction === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const byValue = x < y ? -1 : x > y ? 1 : Number(a.id) - Number(b.id);
    return byValue * sign;
  });
  const start = after ? Number(after) : 0;
  const end = start + (first ?? 50);
  return {
    inventoryPage: {
      __typename: 'InventoryItemConnection',
      nodes: sorted.slice(start, end),
      pageInfo: {
        __typename: 'PageInfo',
        endCursor: end < sorted.length ? String(end) : null,
        hasNextPage: end < sorted.length,
      },
      totalCount: sorted.length,
    },
  };
}

/** Resolves after the next frame has been painted (a task queued from rAF runs after paint). */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

function rowsIn(root: Element): number {
  return root.querySelectorAll('tbody tr.data-table__row').length;
}

/** Resolves once a screenful of rows is in the document and painted. */
async function rowsPainted(root: Element): Promise<number> {
  if (rowsIn(root) < ROWS_ON_SCREEN) {
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (rowsIn(root) >= ROWS_ON_SCREEN) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(root, { childList: true, subtree: true });
    });
  }
  return nextPaint();
}

/** One mount: from `root.render`, and from when the page had its data, to rows painted (ms). */
export type MountTiming = { fromRender: number; fromData: number };

declare global {
  interface Window {
    /**
     * Mounts the page and times it to its rows being painted. `warm` first mounts and
     * unmounts it once untimed, as when staff come back to a screen of the running app.
     */
    benchMount: (options?: { warm?: boolean }) => Promise<MountTiming>;
    /** Interactions timed so far: what was done and event → paint in ms. */
    benchInteractions: Array<{ kind: 'click' | 'input'; ms: number }>;
    /** Rows in the document now. */
    benchRowCount: () => number;
  }
}

/**
 * Exposes `benchMount` for the runner: `render` draws the page into a fresh React root;
 * `dataAt` says when the page's data arrived, if it is not in hand from the start.
 */
export function exposeMount(render: (root: Root) => void, dataAt?: () => number | undefined) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const mount = async () => {
    const start = performance.now();
    const root = createRoot(container);
    render(root);
    const painted = await rowsPainted(container);
    const data = Math.max(start, dataAt?.() ?? start);
    return { timing: { fromRender: painted - start, fromData: painted - data }, root };
  };
  window.benchRowCount = () => rowsIn(container);
  window.benchMount = async ({ warm = false } = {}) => {
    if (warm) (await mount()).root.unmount();
    return (await mount()).timing;
  };
  timeInteractions();
}

/**
 * Event → paint for clicks (sorting) and typing (search): from the event's own time stamp to
 * the first paint after every handler ran. React's listener sits on the root, below window, so
 * a bubbling listener on window runs after React has rendered the update.
 */
function timeInteractions() {
  window.benchInteractions = [];
  const record = (kind: 'click' | 'input') => (event: Event) => {
    const start = event.timeStamp;
    void nextPaint().then((painted) =>
      window.benchInteractions.push({ kind, ms: painted - start }),
    );
  };
  window.addEventListener('click', record('click'));
  window.addEventListener('input', record('input'));
}
