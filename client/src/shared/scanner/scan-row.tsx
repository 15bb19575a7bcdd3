import { CameraScanButton } from './camera-scan.tsx';
import './scanner.css';
import type { BarcodeScanner, ScanNotice } from './use-barcode-scanner.ts';

/**
 * Under a sale's item search: how to scan, the camera where the phone has one that reads
 * barcodes, and what the last scan did.
 */
export function ScanRow({ scanner }: { scanner: BarcodeScanner }) {
  return (
    <>
      <div className="scan-row">
        <p className="scan-row__hint">Scan a barcode, or type its digits and press Enter.</p>
        <CameraScanButton onCode={(code) => void scanner.scan(code)} />
      </div>
      <ScanNoticeLine notice={scanner.notice} />
    </>
  );
}

/** What the last scan did: the item added, or why nothing was (said aloud to a screen reader). */
function ScanNoticeLine({ notice }: { notice: ScanNotice | null }) {
  if (!notice) return null;
  return notice.kind === 'problem' ? (
    <p className="scan-notice scan-notice--problem" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="scan-notice" role="status">
      {notice.text}
    </p>
  );
}
