import type { ReactNode } from 'react';

/** One named figure of a description list (`<dl>`): a document's date, its supplier, its status. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
