/**
 * The address a signed invoice's QR code holds: KRA's page for the receipt, found by the
 * trader's PIN, the branch and the receipt signature run together (docs/etims.md). It resolves
 * only for invoices KRA signed in that environment: the sandbox's on etims-sbx.
 */
export type KraEnvironment = 'production' | 'sandbox';

/**
 * The receipt page of the eTIMS mode a document was signed in: production's for production, the
 * sandbox's for the sandbox and for the simulator, which stands in for it.
 */
export const kraEnvironmentOf = (mode: 'simulator' | 'sandbox' | 'production'): KraEnvironment =>
  mode === 'production' ? 'production' : 'sandbox';

const HOSTS: Record<KraEnvironment, string> = {
  production: 'etims.kra.go.ke',
  sandbox: 'etims-sbx.kra.go.ke',
};

export function receiptQrAddress(receipt: {
  environment: KraEnvironment;
  /** The trader's KRA PIN. */
  pin: string;
  bhfId: string;
  rcptSign: string;
}): string {
  const pin = receipt.pin.trim().toUpperCase();
  if (!/^[A-Z]\d{9}[A-Z]$/.test(pin)) throw new RangeError(`${receipt.pin} is not a KRA PIN`);
  if (!/^\d{2}$/.test(receipt.bhfId)) throw new RangeError(`${receipt.bhfId} is not a branch id`);
  // Letters and digits only, so the address needs no escaping and reads as KRA prints it.
  if (!/^[A-Za-z0-9]+$/.test(receipt.rcptSign))
    throw new RangeError(`${receipt.rcptSign} is not a receipt signature`);
  return `https://${HOSTS[receipt.environment]}/common/link/etims/receipt/indexEtimsReceiptData?Data=${pin}${receipt.bhfId}${receipt.rcptSign}`;
}
