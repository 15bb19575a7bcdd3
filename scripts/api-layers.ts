/**
 * The API's layers, top to bottom (docs/architecture.md draws them). A module may import its own
 * layer and any layer below it, never one above: the composition root wires features, features
 * stand on the sales/ledger core, and everything stands on the shared infrastructure. Adapters to
 * outside services (eTIMS, M-Pesa, backups) sit beside the features, so the core, which is below
 * them, never imports them: it records an outbox event and the adapter reacts.
 *
 * This table is the one place that says which folder is in which layer; a path matches its
 * longest prefix, so one file can sit in another layer than its folder.
 */
export const API_LAYERS = [
  {
    layer: 'composition root',
    rank: 5,
    paths: ['api/src/app.ts', 'api/src/services.ts', 'api/src/housekeeping.ts'],
  },
  {
    layer: 'features',
    rank: 4,
    paths: [
      'api/src/analytics/',
      // The audit trail's screen and export; the trail itself (audit/) is written from below.
      'api/src/audit-trail/',
      'api/src/credit-notes/',
      'api/src/customers/',
      // A shop's items, customers and suppliers from its spreadsheet (issue 53).
      'api/src/imports/',
      'api/src/inventory/',
      'api/src/invoices/',
      // What was owed when the shop moved in (OB-…), kept as a marked invoice or bill (0042).
      'api/src/opening-balances/',
      'api/src/orders/',
      'api/src/parties/',
      'api/src/payments/',
      // What the shop asked its suppliers for; receiving against them is purchases/.
      'api/src/purchase-orders/',
      'api/src/purchases/',
      'api/src/receivables/',
      // The owner's reports: SQL aggregates over the ledgers, read only.
      'api/src/reports/',
      // A cashier's drawer: float, pay-ins and pay-outs, the count against the payment ledger.
      'api/src/shifts/',
      // Links that open one document without signing in, and the page they open.
      'api/src/share-links/',
      'api/src/staff/',
      // What the shop owes its suppliers: bills, paying them, statements.
      'api/src/supplier-bills/',
      // What an order, a delivery and a bill share: their costed lines and their lists' query.
      'api/src/supplier-documents/',
      'api/src/stock/',
      'api/src/suppliers/',
    ],
  },
  { layer: 'adapters', rank: 4, paths: ['api/src/etims/', 'api/src/mpesa/', 'api/src/backup/'] },
  {
    layer: 'sales/ledger core',
    rank: 3,
    paths: [
      'api/src/sales/',
      'api/src/stock/stock-ledger.ts',
      // The ledger's port: who hears of a movement in its transaction (eTIMS, wired at the root).
      'api/src/stock/stock-movement-listeners.ts',
      // What an item's price change leaves (history entry, audit event), by the inventory or a delivery.
      'api/src/stock/price-change.ts',
      'api/src/stock/price-history.repository.ts',
    ],
  },
  {
    // What a sale writes beside its own rows, in its transaction: who did it (the audit trail),
    // under which key (idempotency), for which signed-in user, at the shop's settings.
    layer: 'shop records',
    rank: 2,
    paths: ['api/src/audit/', 'api/src/auth/', 'api/src/company/', 'api/src/idempotency/'],
  },
  {
    layer: 'shared infrastructure',
    rank: 1,
    paths: [
      'api/src/db/',
      'api/src/http/',
      'api/src/config.ts',
      'api/src/log.ts',
      // Money and VAT: one rounding rule, read by every layer and the tables' types.
      'api/src/money.ts',
      // The dependencies every module is handed: a type, wired by the composition root.
      'api/src/app-env.ts',
    ],
  },
] as const;

export type ApiLayer = (typeof API_LAYERS)[number];

/** The layer a module of api/src/ is in, by its longest matching prefix in the table. */
export function layerOf(path: string): ApiLayer | undefined {
  let found: { layer: ApiLayer; length: number } | undefined;
  for (const layer of API_LAYERS) {
    for (const prefix of layer.paths) {
      if (path.startsWith(prefix) && prefix.length > (found?.length ?? 0))
        found = { layer, length: prefix.length };
    }
  }
  return found?.layer;
}

const isApiProduct = (path: string) =>
  path.startsWith('api/src/') &&
  !/\.test\.tsx?$/.test(path) &&
  !path.startsWith('api/src/test/') &&
  !path.startsWith('api/src/db/migrations/');

/** Why an import inside api/src/ runs against the layer order, or null when it keeps it. */
export function layerBroken(file: string, target: string): string | null {
  // Tests and the test harness compose layers on purpose; migrations are history.
  if (!isApiProduct(file) || !target.startsWith('api/src/')) return null;
  const from = layerOf(file);
  if (!from) return 'its folder has no layer: add it to API_LAYERS in scripts/api-layers.ts';
  const to = layerOf(target);
  if (!to || to.rank <= from.rank) return null;
  return `the ${from.layer} layer imports the ${to.layer} layer above it (API_LAYERS in scripts/api-layers.ts)`;
}
