import { useEffect, useState } from 'react';
import type { EtimsDocumentDetailFragment } from '../../graphql/operations.generated.ts';
import { type DocumentFacts, FactList } from './document-parts.tsx';

/*
 * The SCU block a signed invoice or credit note carries (issue 21, docs/etims.md): the control
 * unit's id, its invoice number, the receipt numbers, when KRA signed it, its internal data and
 * signature, and the QR code of KRA's page for the receipt.
 */

/** KRA's `YYYYMMDDhhmmss` (already Nairobi time) as dd/mm/yyyy HH:mm:ss. */
export function formatSdcDateTime(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes, seconds] = match;
  return `${day}/${month}/${year} ${hours}:${minutes}:${seconds}`;
}

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
        <p className="invoice-doc__label">SCU information (KRA eTIMS)</p>
        <FactList facts={facts} />
      </div>
      {receipt.qrUrl && <ReceiptQr address={receipt.qrUrl} />}
    </section>
  );
}

type Modules = { count: number; path: string };

/**
 * The QR code as SVG. The encoder is loaded when a signed document is shown, so it stays out
 * of the first page load's budget.
 */
function ReceiptQr({ address }: { address: string }) {
  const [modules, setModules] = useState<Modules | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode-generator').then(({ default: qrcode }) => {
      // M: still readable with a smudge on a thermal print, and small at this length.
      const code = qrcode(0, 'M');
      code.addData(address, 'Byte');
      code.make();
      const count = code.getModuleCount();
      let path = '';
      for (let row = 0; row < count; row += 1)
        for (let col = 0; col < count; col += 1)
          if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
      if (current) setModules({ count, path });
    });
    return () => {
      current = false;
    };
  }, [address]);
  // A 4-module quiet zone, as the QR standard asks, so scanners find the code on any paper.
  const size = (modules?.count ?? 29) + 8;
  return (
    <a className="etims-receipt__qr" href={address} target="_blank" rel="noreferrer">
      <svg
        viewBox={`-4 -4 ${size} ${size}`}
        role="img"
        aria-label="QR code of the receipt on KRA's site"
        shapeRendering="crispEdges"
        data-qr-address={address}
      >
        <rect x={-4} y={-4} width={size} height={size} fill="#fff" />
        {modules && <path d={modules.path} fill="#000" />}
      </svg>
    </a>
  );
}
