import { MadeBy } from '../../shared/ui/made-by.tsx';
import { EtimsStatus } from './etims-status.tsx';
import type { EtimsDocumentDetailFragment } from './invoices.generated.ts';

/**
 * What a preview says above a printed invoice or credit note, on screen only: who made it (and
 * when, if it is back-dated) and where its signing by KRA stands.
 */
export function DocumentRecord({
  document,
  number,
}: {
  document: {
    createdBy: { email: string };
    backDated: boolean;
    recordedAt: string | null;
    etims: EtimsDocumentDetailFragment | null;
  };
  /** The document's number, e.g. "INV-000017". */
  number: string;
}) {
  return (
    <>
      <MadeBy
        email={document.createdBy.email}
        backDated={document.backDated}
        recordedAt={document.recordedAt}
      />
      <EtimsStatus etims={document.etims} documentLabel={number} />
    </>
  );
}
