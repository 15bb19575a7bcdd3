import { useEffect, useState } from 'react';

/*
 * The pieces of KRA's SCU block every printed document shares (issue 21, docs/etims.md): the
 * signing time as printed and the QR code of KRA's page for the receipt. The invoice's and
 * credit note's block and the 80 mm sale receipt both use them.
 */

/** KRA's `YYYYMMDDhhmmss` (already Nairobi time) as dd/mm/yyyy HH:mm:ss. */
export function formatSdcDateTime(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes, seconds] = match;
  return `${day}/${month}/${year} ${hours}:${minutes}:${seconds}`;
}

type Modules = { count: number; path: string };

/**
 * The QR code as SVG. The encoder is loaded when a signed document is shown, so it stays out
 * of the first page load's budget.
 */
export function ReceiptQr({ address }: { address: string }) {
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
