import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/**
 * The row icons: 24 × 24 outline drawings in client/src/assets/icons (lists, a document, a tick,
 * a coin, a receipt, a no-entry sign, a phone, an eye), painted by the stylesheet's `.icon--…`.
 */
type IconName =
  | 'items'
  | 'invoice'
  | 'paid'
  | 'part-paid'
  | 'payments'
  | 'view'
  | 'cancel'
  | 'phone';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName;
  /** What the button does to which row, for screen readers: "Mark paid: ORD-000042". */
  label: string;
  /** The visible words: shown on phones and in wide tables, a tooltip in compact ones. */
  text: string;
  tone?: 'primary' | 'secondary' | 'danger';
};

/** A row button that shows as an icon in a compact table and as words elsewhere. */
export function IconButton({ icon, label, text, tone = 'secondary', ...button }: IconButtonProps) {
  return (
    <button
      className={`button button--${tone} button--small icon-button`}
      type="button"
      aria-label={label}
      title={text}
      {...button}
    >
      <IconAndText icon={icon} text={text} />
    </button>
  );
}

type IconLinkProps = Pick<IconButtonProps, 'icon' | 'label' | 'text' | 'tone'> & {
  /** Where it leads, in the app. */
  to: string;
};

/**
 * A row action that goes somewhere (an order's invoice) rather than doing something: a link,
 * so it opens in a new tab and reads as one, drawn like its neighbouring `IconButton`s.
 */
export function IconLink({ icon, label, text, tone = 'secondary', to }: IconLinkProps) {
  return (
    <Link
      className={`button button--${tone} button--small icon-button`}
      to={to}
      aria-label={label}
      title={text}
    >
      <IconAndText icon={icon} text={text} />
    </Link>
  );
}

function IconAndText({ icon, text }: { icon: IconName; text: string }) {
  return (
    <>
      <span className={`icon icon--${icon}`} aria-hidden="true" />
      <span className="icon-button__text">{text}</span>
    </>
  );
}
