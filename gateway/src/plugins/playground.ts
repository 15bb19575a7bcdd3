import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';

export const exampleQuery = `# Welcome to Ghala's GraphQL playground.
# Signed in to Ghala in this browser? Your session is used automatically.
# Press the run button (or Ctrl-Enter) to see the dashboard's figures and your stock.

query Dashboard {
  me { email }
  overview {
    inventory { totalItems stockValue }
    orders { totalOrders totalRevenue paidRevenue unpaidRevenue partiallyPaidRevenue }
    recentOrders { orderNumber customerName totalAmount status createdAt }
  }
  inventoryItems { name quantity unitPrice costPrice marginPercent supplierName }
}
`;

// Runs in the browser before GraphiQL starts: the app keeps its session token in
// localStorage under "token" on this same origin, so a signed-in developer explores real data.
const useAppSession = `
  (function () {
    var render = YogaGraphiQL.renderYogaGraphiQL;
    YogaGraphiQL.renderYogaGraphiQL = function (root, options) {
      var token = window.localStorage.getItem('token');
      if (token) options = Object.assign({}, options, {
        additionalHeaders: Object.assign({}, options.additionalHeaders, { Authorization: 'Bearer ' + token }),
      });
      return render(root, options);
    };
  })();
`;

/** Yoga's bundled GraphiQL (no CDN, works offline), wired to the app's session. */
export function renderPlayground(options: GraphiQLOptions): string {
  const html = renderGraphiQL({
    ...options,
    title: 'Ghala GraphQL playground',
    defaultQuery: exampleQuery,
  });
  const start = html.lastIndexOf('YogaGraphiQL.renderYogaGraphiQL(');
  return `${html.slice(0, start)}${useAppSession}\n${html.slice(start)}`;
}
