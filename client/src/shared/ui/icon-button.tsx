import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';

type IconName = 'invoice' | 'paid' | 'view' | 'more';

/**
 * The row icons, 24 × 24 outlines drawn for this app (a document, a tick, an eye, three dots),
 * each one path, its circles and rectangles written as arcs and lines: an SVG element and its
 * path per button. As CSS masks of SVG files, the 120 icons of an Orders page cost 6 ms more
 * style and 5 ms more paint at full CPU speed, and its first row came about 60 ms later at 4×
 * throttling (docs/benchmarks.md); an inline SVG of one element per shape had put 312 nodes on
 * that screen.
 */
const iconPaths: Record<IconName, string> = {
  invoice: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5',
  paid: 'M20 6 9 17l-5-5',
  view: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
  more: 'M4 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M18 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
};

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName;
  /** What the button does to which row, for screen readers: "Mark paid: ORD-000042". */
  label: string;
  /** The visible words: shown on phones, a tooltip in a table at desktop width. */
  text: string;
  tone?: 'primary' | 'secondary' | 'danger';
  ref?: Ref<HTMLButtonElement>;
};

/** A row button that shows as an icon in a table at desktop width and as words on phones. */
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

/** A row's View: opens the record it names (`View BILL-000003`). */
export function ViewButton({ name, onClick }: { name: string; onClick: () => void }) {
  return <IconButton icon="view" label={`View ${name}`} text="View" onClick={onClick} />;
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
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={iconPaths[icon]} />
      </svg>
      <span className="icon-button__text">{text}</span>
    </>
  );
}
