import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type IconName =
  | 'items'
  | 'invoice'
  | 'paid'
  | 'part-paid'
  | 'payments'
  | 'view'
  | 'cancel'
  | 'phone';

// 24 × 24 outline paths, drawn for this app (lists, a document, a tick, a coin, a receipt, a
// no-entry sign, a phone).
const paths: Record<IconName, ReactNode> = {
  items: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  invoice: (
    <>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M8 13h8M8 17h5" />
    </>
  ),
  paid: <path d="M20 6 9 17l-5-5" />,
  'part-paid': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18" />
    </>
  ),
  payments: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  cancel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  view: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
};

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
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {paths[icon]}
      </svg>
      <span className="icon-button__text">{text}</span>
    </>
  );
}
