import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionButton } from './action-button.tsx';

type PageHeaderProps = {
  title: string;
  /** Buttons shown beside the heading (add, refresh, a view toggle). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The heading row every screen starts with, so screens line up with each other. */
export function PageHeader({ title, actions, children }: PageHeaderProps) {
  return (
    <header className="split-row page-header">
      <div className="page-header__text">
        {/* Focused by script only: where a dialog gives the focus back once its opener is gone. */}
        <h1 className="page-header__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

/** A screen's own main action beside its heading: New bill, Create Invoice, Receive goods. */
export function PageAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <ActionButton tone="primary" onClick={onClick}>
      {children}
    </ActionButton>
  );
}

/** A way from a screen's heading to a related screen: All purchase orders, To reorder. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="button button--secondary" to={to}>
      {children}
    </Link>
  );
}
