import type { ReactNode } from 'react';

/** One named figure of a description list (`<dl>`): a document's date, its supplier, its status. */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  /** E.g. `no-print`: a fact for the screen only. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
