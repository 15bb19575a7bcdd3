import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { restFieldResolver } from '../rest/rest-names.ts';
import { everyDefaultFieldReads, type MisreadFields } from './default-fields.ts';
import { auditResolvers } from './resolvers/audit.resolvers.ts';
import { authResolvers } from './resolvers/auth.resolvers.ts';
import { catalogueResolvers } from './resolvers/catalogue.resolvers.ts';
import { companyResolvers } from './resolvers/company.resolvers.ts';
import { connectionResolvers } from './resolvers/connections.ts';
import { invoicesResolvers } from './resolvers/invoices.resolvers.ts';
import { mpesaResolvers } from './resolvers/mpesa.resolvers.ts';
import { ordersResolvers } from './resolvers/orders.resolvers.ts';
import { overviewResolvers } from './resolvers/overview.resolvers.ts';
import { partiesResolvers } from './resolvers/parties.resolvers.ts';
import { paymentsResolvers } from './resolvers/payments.resolvers.ts';
import { purchaseOrdersResolvers } from './resolvers/purchase-orders.resolvers.ts';
import { reportsResolvers } from './resolvers/reports.resolvers.ts';
import { shareLinksResolvers } from './resolvers/share-links.resolvers.ts';
import { shiftsResolvers } from './resolvers/shifts.resolvers.ts';
import { staffResolvers } from './resolvers/staff.resolvers.ts';
import { stockResolvers } from './resolvers/stock.resolvers.ts';
import { supplierBillsResolvers } from './resolvers/supplier-bills.resolvers.ts';

/** The root `schema.graphql` is the contract; the resolvers are grouped by feature. */
export const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

const resolvers = [
  connectionResolvers,
  authResolvers,
  catalogueResolvers,
  companyResolvers,
  partiesResolvers,
  ordersResolvers,
  invoicesResolvers,
  overviewResolvers,
  paymentsResolvers,
  staffResolvers,
  auditResolvers,
  stockResolvers,
  purchaseOrdersResolvers,
  mpesaResolvers,
  reportsResolvers,
  shiftsResolvers,
  shareLinksResolvers,
  supplierBillsResolvers,
];

export function createGatewaySchema() {
  return createSchema<GatewayContext>({
    typeDefs,
    resolvers,
    // Every field no resolver answers is the REST answer's field of the same name in snake_case.
    defaultFieldResolver: restFieldResolver,
  });
}

// Compiles only when every field left to the default rule reads the right REST field.
everyDefaultFieldReads<MisreadFields<(typeof resolvers)[number]>>();
