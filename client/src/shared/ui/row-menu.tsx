import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button.tsx';

export type RowMenuItem = {
  /** The words in the menu: "Partial payment". */
  text: string;
  /** What it does to which row, for screen readers: "Partial payment for ORD-000042". */
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'danger';
};

/** Room kept between the menu and its button, and between the menu and the window's edges. */
const GAP = 4;
const EDGE = 8;

/**
 * A row's less used actions behind one button, as a menu of words that opens under it (above
 * it near the window's bottom). The items are asked for (`items`) and drawn only while the menu
 * is open, so a long list's rows carry one button for all of them: on the Orders screen, five to
 * seven buttons a row were the heaviest part of its first render (docs/benchmarks.md).
 *
 * Keyboard as in WAI-ARIA's menu button: Enter, Space or Down opens it on its first item, Up on
 * its last; Up, Down, Home and End move; Escape closes it back to its button, Tab closes it.
 * A click outside, a scroll or a resize closes it. Choosing an item puts focus back on the
 * button first, so a dialog the item opens returns focus there when it closes.
 */
export function RowMenu({
  label,
  text = 'More',
  items,
}: {
  /** The button's name for screen readers: "More actions for ORD-000042". */
  label: string;
  /** The button's words where words are shown (phones); a tooltip in compact tables. */
  text?: string;
  items: () => readonly RowMenuItem[];
}) {
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpenAt(null), []);

  return (
    <>
      <IconButton
        ref={button}
        icon="more"
        label={label}
        text={text}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt ? menuId : undefined}
        onClick={() => setOpenAt((current) => (current ? null : 'first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      />
      {openAt &&
        createPortal(
          <OpenRowMenu
            id={menuId}
            label={label}
            items={items()}
            focusFirst={openAt}
            button={button}
            onClose={close}
          />,
          document.body,
        )}
    </>
  );
}

function OpenRowMenu({
  id,
  label,
  items,
  focusFirst,
  button,
  onClose,
}: {
  id: string;
  label: string;
  items: readonly RowMenuItem[];
  focusFirst: 'first' | 'last';
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);

  // Placed before it is painted: under the button, its right edge on the button's.
  useLayoutEffect(() => {
    const box = menu.current;
    const anchor = button.current;
    if (!box || !anchor) return;
    const at = anchor.getBoundingClientRect();
    const { width, height } = box.getBoundingClientRect();
    const below = at.bottom + GAP;
    const top =
      below + height > window.innerHeight - EDGE ? Math.max(EDGE, at.top - GAP - height) : below;
    const left = Math.max(EDGE, Math.min(at.right - width, window.innerWidth - EDGE - width));
    box.style.top = `${top}px`;
    box.style.left = `${left}px`;
    const enabled = enabledItems(box);
    (focusFirst === 'first' ? enabled[0] : enabled.at(-1))?.focus();
  }, [button, focusFirst]);

  useEffect(() => {
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (menu.current?.contains(target) || button.current?.contains(target))) return;
      onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('scroll', outside, true);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('scroll', outside, true);
      window.removeEventListener('resize', onClose);
    };
  }, [button, onClose]);

  function backToButton() {
    button.current?.focus();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const box = menu.current;
    if (!box) return;
    const enabled = enabledItems(box);
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % enabled.length,
      ArrowUp: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = moveTo[event.key];
    if (next !== undefined) {
      event.preventDefault();
      enabled[next]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      backToButton();
    }
  }

  return (
    <div
      ref={menu}
      id={id}
      className="row-menu"
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.label}
          className={item.tone ? `row-menu__item row-menu__item--${item.tone}` : 'row-menu__item'}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-label={item.label}
          disabled={item.disabled}
          onClick={() => {
            backToButton();
            item.onSelect();
          }}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}

const enabledItems = (menu: HTMLElement) => [
  ...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)'),
];
