/**
 * The columns every sheet of KRA's VAT3 template ends with, sales and purchases alike: the
 * amounts, then the invoice a credit note corrects (blank on any other row); then Ghala's own,
 * the sheet a row goes on, so the shop pastes each sheet's rows where they belong.
 */
export const VAT3_CLOSING_COLUMNS = [
  'Taxable Value (Ksh)',
  'Amount of VAT (Ksh)',
  'Relevant Invoice Number',
  'Relevant Invoice Date',
  'VAT3 sheet',
] as const;
