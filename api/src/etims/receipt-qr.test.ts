import { describe, expect, it } from 'vitest';
import { kraEnvironmentOf, receiptQrAddress } from './receipt-qr.ts';

describe('the QR code’s address', () => {
  it('runs PIN, branch and receipt signature together on KRA’s receipt page', () => {
    const receipt = { pin: 'p051234567x', bhfId: '00', rcptSign: 'QUII27MATATSHFRB' };
    expect(receiptQrAddress({ ...receipt, environment: 'production' })).toBe(
      'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P05123456' +
        '7X00QUII27MATATSHFRB',
    );
    expect(receiptQrAddress({ ...receipt, environment: 'sandbox' })).toBe(
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P05123456' +
        '7X00QUII27MATATSHFRB',
    );
  });

  it('refuses what would make an address no receipt has', () => {
    const good = {
      environment: 'sandbox',
      pin: 'P051234567X',
      bhfId: '00',
      rcptSign: 'ABC',
    } as const;
    expect(() => receiptQrAddress({ ...good, pin: '051234567X' })).toThrow(/not a KRA PIN/);
    expect(() => receiptQrAddress({ ...good, bhfId: '0' })).toThrow(/not a branch id/);
    expect(() => receiptQrAddress({ ...good, rcptSign: 'AB C&' })).toThrow(
      /not a receipt signature/,
    );
  });

  it('names the receipt page of the mode a document was signed in', () => {
    expect(kraEnvironmentOf('production')).toBe('production');
    expect(kraEnvironmentOf('sandbox')).toBe('sandbox');
    // The simulator stands in for the sandbox: its receipts resolve nowhere else.
    expect(kraEnvironmentOf('simulator')).toBe('sandbox');
  });
});
