import type { CodegenConfig } from '@graphql-codegen/cli';

// Output that Node loads directly must use type-only imports and string-union enums.
const nodeSafe = { useTypeImports: true, enumsAsTypes: true } as const;

// Typed document nodes for the client. typescript-operations 6 emits the input and enum types the
// operations use itself; adding the `typescript` plugin would declare them twice (a parse error in
// Vite).
const clientOperations = {
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    ...nodeSafe,
    avoidOptionals: { field: true, inputValue: false },
    defaultScalarType: 'unknown',
    nonOptionalTypename: true,
    skipTypeNameForRoot: true,
  },
};

const SESSION_DOCUMENTS = [
  'client/src/app/session.graphql',
  'client/src/features/auth/auth.graphql',
];

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Resolver signatures for the gateway; parents are the REST API's own answer types.
    'gateway/src/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        ...nodeSafe,
        contextType: '../context.ts#GatewayContext',
        // The API numbers its records; GraphQL's ID scalar writes a number as its string, so a
        // resolver (or the default rule, gateway/src/rest/rest-names.ts) may answer either.
        scalars: { ID: { input: 'string', output: 'string | number' } },
        mappers: {
          User: '../rest/rest-types.ts#RestUser',
          Session: '../rest/rest-types.ts#RestSession',
          StaffMember: '../rest/rest-types.ts#RestStaffMember',
          StaffInvite: '../rest/rest-types.ts#RestStaffInvite',
          Company: '../rest/rest-types.ts#RestCompany',
          ShareLink: '../rest/rest-types.ts#RestShareLink',
          GettingStarted: '../rest/rest-types.ts#RestGettingStarted',
          Overview: '../rest/rest-types.ts#RestOverview',
          InventoryOverview: '../rest/rest-types.ts#RestInventoryOverview',
          OrdersOverview: '../rest/rest-types.ts#RestOrdersOverview',
          RecentOrder: '../rest/rest-types.ts#RestRecentOrder',
          InventoryItem: '../rest/rest-types.ts#RestInventoryItem',
          PriceHistoryEntry: '../rest/rest-types.ts#RestPriceHistoryEntry',
          Customer: '../rest/rest-types.ts#RestCustomer',
          Supplier: '../rest/rest-types.ts#RestParty',
          UserRef: '../rest/rest-types.ts#RestUserRef',
          Order: '../rest/rest-types.ts#RestOrder',
          OrderItem: '../rest/rest-types.ts#RestOrderItem',
          Invoice: '../rest/rest-types.ts#RestInvoice',
          BillTo: '../rest/rest-types.ts#RestInvoice',
          InvoiceLineItem: '../rest/rest-types.ts#RestInvoiceItem',
          CreditNote: '../rest/rest-types.ts#RestCreditNote',
          BackupStatus: '../rest/rest-types.ts#RestBackupStatus',
          Backup: '../rest/rest-types.ts#RestBackup',
          CreditNoteLine: '../rest/rest-types.ts#RestCreditNoteLine',
          EtimsDocument: '../rest/rest-types.ts#RestEtimsDocument',
          EtimsReceipt: '../rest/rest-types.ts#RestEtimsReceipt',
          EtimsStockReport: '../rest/rest-types.ts#RestEtimsStockReport',
          EtimsStockReports: '../rest/rest-types.ts#RestEtimsStockReports',
          Payment: '../rest/rest-types.ts#RestPayment',
          PaymentConnection: '../rest/rest-types.ts#RestPaymentsPage',
          AuditConnection: '../rest/rest-types.ts#RestAuditPage',
          AuditEvent: '../rest/rest-types.ts#RestAuditEvent',
          PaymentReversal: '../rest/rest-types.ts#RestPaymentReversal',
          CashCollected: '../rest/rest-types.ts#RestCashCollected',
          SalesOverview: '../rest/rest-types.ts#RestSalesOverview',
          Receivables: '../rest/rest-types.ts#RestReceivables',
          CustomerStatement: '../rest/rest-types.ts#RestStatement',
          StatementLine: '../rest/rest-types.ts#RestStatementLine',
          Ageing: '../rest/rest-types.ts#RestAgeing',
          OrderConnection: '../rest/rest-types.ts#RestOrdersPage',
          InvoiceConnection: '../rest/rest-types.ts#RestInvoicesPage',
          InventoryItemConnection: '../rest/rest-types.ts#RestInventoryPage',
          InventorySummary: '../rest/rest-types.ts#RestInventorySummary',
          CustomerConnection: '../rest/rest-types.ts#RestCustomersPage',
          SupplierConnection: '../rest/rest-types.ts#RestSuppliersPage',
          PageInfo: '../rest/rest-types.ts#RestPageInfo',
          StockMovement: '../rest/rest-types.ts#RestStockMovement',
          ReorderGroup: '../rest/rest-types.ts#RestReorderGroup',
          ReorderLine: '../rest/rest-types.ts#RestReorderLine',
          StockMovementConnection: '../rest/rest-types.ts#RestStockMovementsPage',
          StockCountResult: '../rest/rest-types.ts#RestStockCount',
          StockCountLine: '../rest/rest-types.ts#RestStockCountLine',
          GoodsReceivedNote: '../rest/rest-types.ts#RestGoodsReceivedNote',
          GoodsReceivedLine: '../rest/rest-types.ts#RestGoodsReceivedLine',
          GoodsReceivedConnection: '../rest/rest-types.ts#RestGoodsReceivedPage',
          MpesaSettings: '../rest/rest-types.ts#RestMpesaSettings',
          MpesaCallbackTokenRotation: '../rest/rest-types.ts#RestCallbackTokenRotation',
          MpesaPaymentRequest: '../rest/rest-types.ts#RestMpesaRequest',
          MpesaReceipt: '../rest/rest-types.ts#RestMpesaReceipt',
          MpesaReceiptConnection: '../rest/rest-types.ts#RestMpesaReceiptsPage',
          RepeatedMpesaCode: '../rest/rest-types.ts#RestRepeatedMpesaCode',
          RepeatedMpesaCodeConnection: '../rest/rest-types.ts#RestRepeatedMpesaCodesPage',
          VatReturn: '../rest/rest-types.ts#RestVatReturn',
          VatReturnBand: '../rest/rest-types.ts#RestVatReturnBand',
          SalesByItemReport: '../rest/rest-types.ts#RestSalesByItemReport',
          SalesByItemRow: '../rest/rest-types.ts#RestSalesByItemRow',
          SalesByCustomerReport: '../rest/rest-types.ts#RestSalesByCustomerReport',
          SalesByCustomerRow: '../rest/rest-types.ts#RestSalesByCustomerRow',
          SalesByDayReport: '../rest/rest-types.ts#RestSalesByDayReport',
          SalesByDayRow: '../rest/rest-types.ts#RestSalesByDayRow',
          SalesFigures: '../rest/rest-types.ts#RestSalesFigures',
          StockValuation: '../rest/rest-types.ts#RestStockValuation',
          StockValuationRow: '../rest/rest-types.ts#RestStockValuationRow',
          AgedDebtors: '../rest/rest-types.ts#RestAgedDebtors',
          AgedDebtorRow: '../rest/rest-types.ts#RestAgedDebtorRow',
          AgedAmounts: '../rest/rest-types.ts#RestAgedAmounts',
          Shift: '../rest/rest-types.ts#RestShift',
          CashMovement: '../rest/rest-types.ts#RestCashMovement',
          ZReport: '../rest/rest-types.ts#RestZReport',
          ShiftMethodTotal: '../rest/rest-types.ts#RestShiftMethodTotal',
          ShiftSummary: '../rest/rest-types.ts#RestShiftSummary',
          ShiftConnection: '../rest/rest-types.ts#RestShiftsPage',
        },
      },
    },
    // The session's operations (who is signed in, signing in, up and out), which the first
    // download needs before any screen: a file of their own, so it does not also carry every
    // screen's documents (each screen is a chunk of its own, loaded when opened).
    'client/src/graphql/session.generated.ts': {
      documents: SESSION_DOCUMENTS,
      ...clientOperations,
    },
    // Typed document nodes for the screens' operations, which live beside their features.
    'client/src/graphql/operations.generated.ts': {
      documents: ['client/src/**/*.graphql', ...SESSION_DOCUMENTS.map((path) => `!${path}`)],
      ...clientOperations,
    },
  },
};

export default config;
