import { formatSdcDateTime, ReceiptQr } from '../../shared/print/receipt-qr.tsx';
import { type DocumentFacts, FactList } from './document-parts.tsx';
import type { EtimsDocumentDetailFragment } from './invoices.generated.ts';

/*
 * The SCU block a signed invoice or credit note carries (issue 21, docs/etims.md): the control
 * unit's id, its invoice number, the receipt numbers, when KRA signed it, its internal data and
 * signature, and the QR code of KRA's page for the receipt.
 */

export function EtimsReceiptBlock({ etims }: { etims: EtimsDocumentDetailFragment | null }) {
  const receipt = etims?.state === 'signed' ? etims.receipt : null;
  if (!receipt) return null;
  const facts: DocumentFacts = [
    ['SCU ID', receipt.sdcId],
    ['CU invoice number', receipt.cuInvoiceNumber],
    ['Receipt number', `${receipt.curRcptNo}/${receipt.totRcptNo}`],
    ['Date and time', formatSdcDateTime(receipt.sdcDateTime)],
    ['Internal data', receipt.intrlData],
    ['Receipt signature', receipt.rcptSign],
  ];
  return (
    <section className="etims-receipt" aria-label="KRA eTIMS">
      <div className="etims-receipt__facts">
        <p className="printed-doc__label">SCU information (KRA eTIMS)</p>
        <FactList facts={facts} />
      </div>
      {receipt.qrUrl && <ReceiptQr address={receipt.qrUrl} />}
    </section>
  );
}
