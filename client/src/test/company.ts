import type { CompanyDetailsFragment } from '../shared/company/company.generated.ts';

/**
 * A shop's settings as the documents read them, for tests that render a document without a
 * server: an M-Pesa till and an invoice footer set, the rest left out.
 */
export const sampleCompany: CompanyDetailsFragment = {
  __typename: 'Company',
  name: 'Duka la Mama Hardware',
  registrationNumber: 'PVT-2019-001',
  email: 'duka@example.co.ke',
  kraPin: null,
  address: null,
  phone: null,
  logo: null,
  defaultVatRate: 16,
  invoiceFooter: 'Goods once sold are returnable within 7 days with this invoice.',
  mpesaType: 'till',
  mpesaNumber: '123456',
  bankDetails: null,
  kraBranchId: '00',
  kraDeviceSerial: null,
  kraTypedLineClassCode: null,
  etimsMode: 'off',
  publicAddress: null,
  vatRegistered: true,
  updatedAt: null,
  updatedByEmail: null,
};
