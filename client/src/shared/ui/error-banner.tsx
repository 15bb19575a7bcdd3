import type { ReactNode } from 'react';

/**
 * What went wrong, in the error tone and read out at once (`role="alert"`); nothing while there
 * is nothing to say, so a screen passes its failure as it holds it (null, or empty).
 */
export function ErrorBanner({ message, className }: { message: ReactNode; className?: string }) {
  if (!message) return null;
  return (
    <p
      className={className ? `banner banner--error ${className}` : 'banner banner--error'}
      role="alert"
    >
      {message}
    </p>
  );
}
