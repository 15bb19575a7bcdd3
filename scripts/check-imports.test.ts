import { describe, expect, it } from 'vitest';
import { layerOf } from './api-layers.ts';
import { importsOf, violations } from './check-imports.ts';

const check = (file: string, source: string) => violations(new Map([[file, source]]));

describe('import rule between layers', () => {
  it('reads static, re-exported, side-effect and lazy imports, resolving relative paths', () => {
    const source = [
      "import { a, type B } from '../shared/a.ts';",
      "import type { C } from '../../../api/src/app.ts';",
      'import {',
      '  type D,',
      '  type E,',
      "} from '../../../api/src/orders/sales.ts';",
      "export { f } from './f.ts';",
      "import './styles.css';",
      "const Page = lazy(() => import('../features/orders/orders-page.tsx'));",
    ].join('\n');
    expect(importsOf('gateway/src/rest/client.ts', source)).toEqual([
      { target: 'gateway/src/shared/a.ts', typeOnly: false, line: 1 },
      { target: 'api/src/app.ts', typeOnly: true, line: 2 },
      { target: 'api/src/orders/sales.ts', typeOnly: true, line: 3 },
      { target: 'gateway/src/rest/f.ts', typeOnly: false, line: 7 },
      { target: 'gateway/src/rest/styles.css', typeOnly: false, line: 8 },
      { target: 'gateway/src/features/orders/orders-page.tsx', typeOnly: false, line: 9 },
    ]);
  });

  it.each([
    ['client/src/app/app.tsx', "import { x } from '../../../api/src/app.ts';", 'GraphQL only'],
    [
      'client/src/app/app.tsx',
      "import type { X } from '../../../gateway/src/x.ts';",
      'GraphQL only',
    ],
    [
      'client/src/features/orders/orders-page.tsx',
      "import { InvoiceDialog } from '../invoices/invoice-dialog.tsx';",
      'feature "orders" imports feature "invoices"',
    ],
    [
      'client/src/shared/ui/list.tsx',
      "import { OrdersPage } from '../../features/orders/orders-page.tsx';",
      'never the other way round',
    ],
    [
      'gateway/src/loaders.ts',
      "import { ordersRepository } from '../../api/src/orders/order.repository.ts';",
      'only types from the API',
    ],
    ['gateway/src/gateway.ts', "import { listen } from '../../server/http-server.ts';", 'server'],
    ['api/src/app.ts', "import type { Ctx } from '../../gateway/src/context.ts';", 'bottom layer'],
    [
      'api/src/auth/x.ts',
      "import { startTestServer } from '../../../testing/test-server.ts';",
      'bottom',
    ],
    [
      'simulators/kra/sale-checks.ts',
      "import { splitBand } from '../../api/src/etims/tax-bands.ts';",
      'shares no code',
    ],
    [
      'api/src/etims/oscu.client.ts',
      "import { startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';",
      'only tests',
    ],
    [
      'client/src/shared/money/cents.ts',
      "import { propertyRuns } from '../../../../testing/property-depth.ts';",
      'GraphQL only',
    ],
    ['testing/property-depth.ts', "import { money } from '../api/src/money.ts';", 'nothing'],
  ])('refuses %s importing across the rule: %s', (file, source, reason) => {
    const found = check(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(reason);
  });

  it.each([
    ['client/src/features/orders/cart.tsx', "import { Money } from '../../shared/money/money.ts';"],
    ['client/src/app/app-routes.tsx', "import('../features/orders/orders-page.tsx')"],
    ['gateway/src/rest/rest-client.ts', "import type { ApiApp } from '../../../api/src/app.ts';"],
    [
      'gateway/src/gateway.test.ts',
      "import { createTestStack } from '../../testing/test-stack.ts';",
    ],
    [
      'client/src/shared/statecharts/relay.test.ts',
      "import { authMachine } from '../../features/auth/auth.machine.ts';",
    ],
    ['server/ghala.ts', "import { createApiApp } from '../api/src/app.ts';"],
    [
      'api/src/etims/oscu.client.test.ts',
      "import { startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';",
    ],
    [
      'client/src/shared/money/cents.test.ts',
      "import { propertyRuns } from '../../../../testing/property-depth.ts';",
    ],
    [
      'api/src/test/property-lanes.ts',
      "import { propertySeed } from '../../../testing/property-depth.ts';",
    ],
    ['testing/property-depth.ts', "import fc from 'fast-check';"],
  ])('allows %s: %s', (file, source) => {
    expect(check(file, source)).toEqual([]);
  });
});

/** Files that import each other by name: `{ 'a.ts': ['b.ts'] }` is a.ts importing b.ts. */
function sample(imports: Record<string, string[]>): Map<string, string> {
  return new Map(
    Object.entries(imports).map(([file, targets]) => [
      file,
      targets.map((target) => `import { x } from '${relativeTo(file, target)}';`).join('\n'),
    ]),
  );
}
const relativeTo = (file: string, target: string) => {
  const up = file.split('/').length - 1;
  return `${'../'.repeat(up)}${target}`.replace(/^(?!\.)/, './');
};

describe('import circles', () => {
  it('refuses two files that import each other, naming the way round', () => {
    expect(
      violations(
        sample({
          'api/src/audit/audit.schema.ts': ['api/src/audit/audit.service.ts'],
          'api/src/audit/audit.service.ts': ['api/src/audit/audit.schema.ts'],
        }),
      ),
    ).toEqual([
      'import circle between files: api/src/audit/audit.schema.ts → api/src/audit/audit.service.ts → api/src/audit/audit.schema.ts',
    ]);
  });

  it('reports a knot once, by its shortest way round and how many files it tangles', () => {
    const found = violations(
      sample({
        'simulators/a.ts': ['simulators/b.ts'],
        'simulators/b.ts': ['simulators/c.ts', 'simulators/d.ts'],
        'simulators/c.ts': ['simulators/a.ts'],
        'simulators/d.ts': ['simulators/b.ts'],
      }),
    );
    expect(found).toEqual([
      'import circle between files: simulators/a.ts → simulators/b.ts → simulators/c.ts → simulators/a.ts (4 files tangled in this knot)',
    ]);
  });

  it('counts type-only imports: two modules of types still change together', () => {
    const found = violations(
      new Map([
        ['simulators/x/a.ts', "import type { B } from './b.ts';"],
        ['simulators/x/b.ts', "import { type A } from './a.ts';"],
      ]),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('import circle between files');
  });

  it('refuses two folders that import each other though no two files do', () => {
    expect(
      violations(
        sample({
          'api/src/orders/orders.service.ts': ['api/src/invoices/invoice-draft.ts'],
          'api/src/invoices/invoices.service.ts': ['api/src/orders/order.repository.ts'],
          'api/src/invoices/invoice-draft.ts': [],
          'api/src/orders/order.repository.ts': [],
        }),
      ),
    ).toEqual([
      'import circle between folders: api/src/invoices/ → api/src/orders/ → api/src/invoices/',
    ]);
  });

  it('refuses a loose file and the folder beside it importing each other', () => {
    const found = violations(
      sample({
        'api/src/config.ts': ['api/src/http/validation.ts'],
        'api/src/http/log-config.ts': ['api/src/config.ts'],
        'api/src/http/validation.ts': [],
      }),
    );
    expect(found).toEqual([
      'import circle between folders: api/src/config.ts → api/src/http/ → api/src/config.ts',
    ]);
  });

  it('allows imports that flow one way, a folder using its own subfolders, and tests', () => {
    const found = violations(
      sample({
        'api/src/app.ts': ['api/src/orders/orders.routes.ts', 'api/src/db/database.ts'],
        'api/src/orders/orders.routes.ts': ['api/src/orders/orders.service.ts'],
        'api/src/orders/orders.service.ts': ['api/src/db/database.ts'],
        'api/src/db/database.ts': [],
        // The harness composes the app, and a test beside the code uses the harness.
        'api/src/test/test-app.ts': ['api/src/app.ts'],
        'api/src/orders/orders.test.ts': ['api/src/test/test-app.ts'],
      }),
    );
    expect(found).toEqual([]);
  });
});

describe("the API's layer order", () => {
  it.each([
    [
      'api/src/sales/sales-ledger.ts',
      "import { queue } from '../etims/etims-outbox.service.ts';",
      'the sales/ledger core layer imports the adapters layer',
    ],
    [
      'api/src/sales/sales-ledger.ts',
      "import { ordersService } from '../orders/orders.service.ts';",
      'the sales/ledger core layer imports the features layer',
    ],
    [
      'api/src/db/database.ts',
      "import { recordAudit } from '../audit/audit.service.ts';",
      'the shared infrastructure layer imports the shop records layer',
    ],
    [
      'api/src/money.ts',
      "import type { Line } from './sales/sales-document.ts';",
      'the shared infrastructure layer imports the sales/ledger core layer',
    ],
    [
      'api/src/orders/orders.routes.ts',
      "import { createApiApp } from '../app.ts';",
      'the features layer imports the composition root layer',
    ],
    ['api/src/forecasts/forecast.ts', "import { x } from '../db/keyset.ts';", 'has no layer'],
  ])('refuses %s: %s', (file, source, reason) => {
    const found = check(file, source);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(reason);
  });

  it.each([
    ['api/src/app.ts', "import { ordersRoutes } from './orders/orders.routes.ts';"],
    ['api/src/orders/orders.service.ts', "import { sale } from '../sales/sales-document.ts';"],
    ['api/src/etims/etims.routes.ts', "import { sale } from '../sales/sales-document.ts';"],
    ['api/src/sales/sales-document.ts', "import { splitBand } from '../money.ts';"],
    ['api/src/stock/stock.service.ts', "import { moveStock } from './stock-ledger.ts';"],
    ['api/src/sales/sales.test.ts', "import { createApiApp } from '../app.ts';"],
    ['api/src/test/test-app.ts', "import { createApiApp } from '../app.ts';"],
  ])('allows %s: %s', (file, source) => {
    expect(check(file, source)).toEqual([]);
  });

  it('places a file by its longest prefix: the stock ledger is core, its folder a feature', () => {
    expect(layerOf('api/src/stock/stock-ledger.ts')?.layer).toBe('sales/ledger core');
    expect(layerOf('api/src/stock/stock.service.ts')?.layer).toBe('features');
    expect(
      check('api/src/stock/stock-ledger.ts', "import { x } from './stock.service.ts';")[0],
    ).toContain('the sales/ledger core layer imports the features layer');
  });
});
