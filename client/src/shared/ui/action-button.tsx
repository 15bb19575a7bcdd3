import type { ReactNode } from 'react';

type ActionButtonProps = {
  tone?: 'primary' | 'secondary' | 'danger';
  className?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
};

/**
 * A dialog's or a screen's action in the house style: a plain button (never the form's
 * submit), secondary unless it says otherwise.
 */
export function ActionButton({
  tone = 'secondary',
  className,
  disabled,
  onClick,
  children,
}: ActionButtonProps) {
  return (
    <button
      className={['button', `button--${tone}`, className].filter(Boolean).join(' ')}
      type="button"
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
