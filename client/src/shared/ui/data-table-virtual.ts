import {
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { isPhoneWidth } from './phone-width.ts';

/*
 * A DataTable's rows rendered only while in view (TanStack Virtual): in a scroll box of their
 * own at desktop width, following the window's scroll on a phone.
 */

/** How a table is virtualised (`DataTableProps.virtual`). */
export type VirtualRows = { estimateRowHeight: number; reservedHeight: number };

// Without a layout engine (jsdom) everything measures 0 px: no row would render, or, with rows
// of 0 px, all of them. The box then counts as a window high and each row as its estimate.
function observeViewport(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

export const minVirtualBoxHeight = 420;

// The width at which rows become cards (components.css). There a box of its own held under two
// order cards below the filters, scrolled inside a page that scrolled too; the cards now scroll
// with the page, and the virtualiser follows the window.

/** A virtual table's box at its tallest in this window (the `maxHeight` it is drawn with). */
function virtualBoxHeight(reservedHeight: number): number {
  return Math.max(minVirtualBoxHeight, window.innerHeight - reservedHeight);
}

/** The class of an edited row's line below it (`DataTableEdit.below`). */
export const editBelowClass = 'data-table__row--edit-below';

/**
 * The height of an edited row's line below it (`DataTableEdit.below`), part of the row for the
 * rows after it. Read when the row itself resizes, as its edit starts or ends, so a message
 * that appears on that line later is not counted: the last rows then reach a little lower.
 */
function lineBelowHeight(row: Element): number {
  const next = row.nextElementSibling;
  return next?.classList.contains(editBelowClass) ? next.getBoundingClientRect().height : 0;
}

/**
 * A row's height as the resize observer reports it, read after the browser's own layout.
 * Reading it as the row mounts (offsetHeight) forced a layout in the middle of every commit:
 * half the time of a re-sort at 10,000 rows (docs/benchmarks.md). Until the observer reports,
 * a row counts as what it measured before, else its estimate; without a layout engine (jsdom)
 * the observer never reports, so every row counts as its estimate.
 */
function measureRow<Scroller extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box && box.blockSize > 0) return Math.round(box.blockSize + lineBelowHeight(element));
  // An observer without border boxes (older Safari): layout is fresh here, so reading is cheap.
  const height = entry ? element.getBoundingClientRect().height : 0;
  if (height > 0) return Math.round(height + lineBelowHeight(element));
  const index = instance.indexFromElement(element);
  const known = instance.itemSizeCache.get(instance.options.getItemKey(index));
  return known ?? instance.options.estimateSize(index);
}

/**
 * The virtualiser of a table's rows: the box's (`inBox`) at desktop width, the window's on a
 * phone. Both are set up on every render (hooks), only the one in use is enabled. The table
 * puts `scrollRef` on its box and `bodyRef` on its rows' body.
 */
export function useRowVirtualizer<Row>({
  rows,
  rowKey,
  virtual,
  columnCount,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  virtual: VirtualRows | undefined;
  /** The table's columns, with Actions: a phone's card has a line for each. */
  columnCount: number;
}) {
  // The box the rows scroll in at desktop width, and the rows' body (where they start on a phone).
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Chosen as the table mounts and kept: switched as a tablet turns, the other virtualiser
  // started from no rows, and a row's open dialog (a payment being typed) went with its row.
  const [onPhone] = useState(isPhoneWidth);
  const inBox = Boolean(virtual) && !onPhone;
  // A phone's card is a line per column (about 32 px each, with its padding): from the table
  // row's height, 41 px for a card of 306, each card measured as it came into view moved the
  // end of the list, and the page with it.
  const estimatedHeight = onPhone ? columnCount * 32 + 16 : (virtual?.estimateRowHeight ?? 44);
  const rowsToVirtualise = {
    count: rows.length,
    estimateSize: () => estimatedHeight,
    getItemKey: (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    // Rows drawn beyond the view: enough for a wheel's step, and each one is work in a page
    // load's first render.
    overscan: 5,
    measureElement: measureRow,
  };
  const boxVirtualizer = useVirtualizer({
    ...rowsToVirtualise,
    getScrollElement: () => scrollRef.current,
    // The box's height before it is measured, so that the first render draws the rows it will
    // show: from a box of 0 px it drew the overscan alone, then the rest in a second render and
    // a second style and layout before the first paint (docs/benchmarks.md, "List screens: where
    // the main thread's time goes").
    initialRect: virtual
      ? { width: 0, height: virtualBoxHeight(virtual.reservedHeight) }
      : undefined,
    enabled: inBox,
    observeElementRect: observeViewport,
  });
  // On a phone: the rows' first card starts this far down the page (the window's scroll).
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowVirtualizer = useWindowVirtualizer({
    ...rowsToVirtualise,
    scrollMargin,
    // As the box's: the first render draws the cards in view, not none until the window is
    // measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    enabled: Boolean(virtual) && onPhone,
  });
  // What is above the list (filters that wrap, a message) moves its rows: measured after each
  // render on a phone, where layout is fresh for the paint that follows anyway.
  useLayoutEffect(() => {
    if (!virtual || !onPhone || !bodyRef.current) return;
    setScrollMargin(Math.round(bodyRef.current.getBoundingClientRect().top + window.scrollY));
  });
  return { virtualizer: inBox ? boxVirtualizer : windowVirtualizer, inBox, scrollRef, bodyRef };
}
