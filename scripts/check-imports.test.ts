import { describe, expect, it } from 'vitest';
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
    ['testing/property-depth.ts', "import { money } from '../api/src/http/money.ts';", 'nothing'],
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
