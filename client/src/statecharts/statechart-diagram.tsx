import { useEffect, useRef, useState } from 'react';
import { mermaidStateId } from '../shared/statecharts/mermaid-statechart.ts';
import { ErrorBanner } from '../shared/ui/error-banner.tsx';
import { renderStatechart } from './mermaid-renderer.ts';

type Props = {
  /** Mermaid stateDiagram-v2 text, generated from the machine. */
  diagram: string;
  title: string;
  /** State ids to light up; the deepest ones also get the "current" look. */
  activeIds: readonly string[];
  currentIds: readonly string[];
};

type Rendered = { domId: string };

/** Mermaid names a state's element `<domId>-state-<mermaid id>-<n>`. */
function stateElements(root: Element, domId: string, stateId: string): Element[] {
  const pattern = new RegExp(`^${domId}-state-${mermaidStateId(stateId)}-\\d+$`);
  return [...root.querySelectorAll('g[id]')].filter((element) => pattern.test(element.id));
}

// Inline, because Mermaid's own stylesheet styles the shapes through the chart's id.
const looks = {
  active: { stroke: 'var(--color-accent)', 'stroke-width': '3px', fill: '' },
  current: {
    stroke: 'var(--color-warning)',
    'stroke-width': '3px',
    fill: 'var(--color-accent-soft)',
  },
};

/** Frames a state's box (and fills it when it is the current one), or clears that. */
function paint(element: Element, look: keyof typeof looks | null) {
  const shapes = element.querySelectorAll<SVGElement>(':scope > rect, :scope > g > rect');
  shapes.forEach((shape, index) => {
    for (const [property, value] of Object.entries(looks[look ?? 'active'])) {
      // A composite state's inner panel keeps its colour: only its frame changes.
      const skip = property === 'fill' && (index > 0 || shape.classList.contains('inner'));
      if (look === null || value === '' || skip) shape.style.removeProperty(property);
      else shape.style.setProperty(property, value);
    }
  });
}

/**
 * A chart shrinks to fit the column down to 3/4 of its size, where its text is still easy to
 * read; wider than that (a phone), it keeps that size and the frame scrolls sideways.
 */
function fitWidth(svg: SVGSVGElement) {
  const width = Number.parseFloat(svg.getAttribute('width') ?? '');
  if (!Number.isFinite(width) || width <= 0) return;
  svg.removeAttribute('height');
  svg.style.width = '100%';
  svg.style.maxWidth = `${width}px`;
  svg.style.minWidth = `${Math.round(width * 0.75)}px`;
}

export function StatechartDiagram({ diagram, title, activeIds, currentIds }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    renderStatechart(diagram).then(
      ({ svg, domId }) => {
        if (cancelled || !container.current) return;
        container.current.innerHTML = svg;
        const element = container.current.querySelector('svg');
        if (element) {
          element.setAttribute('role', 'img');
          element.setAttribute('aria-label', `Statechart of the ${title} machine`);
          fitWidth(element);
        }
        setRendered({ domId });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [diagram, title]);

  useEffect(() => {
    const root = container.current;
    if (!rendered || !root) return;
    for (const element of root.querySelectorAll('.is-active, .is-current')) {
      element.classList.remove('is-active', 'is-current');
      paint(element, null);
    }
    for (const id of activeIds) {
      for (const element of stateElements(root, rendered.domId, id)) {
        element.classList.add('is-active');
        paint(element, 'active');
      }
    }
    for (const id of currentIds) {
      for (const element of stateElements(root, rendered.domId, id)) {
        element.classList.add('is-current');
        paint(element, 'current');
      }
    }
  }, [rendered, activeIds, currentIds]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a chart wider than the screen scrolls, and a keyboard must reach it to scroll it (axe: scrollable-region-focusable)
    <section className="statechart__canvas" aria-label={`${title} statechart`} tabIndex={0}>
      {!rendered && !failed && <p className="statechart__loading">Drawing the statechart…</p>}
      {failed && (
        <ErrorBanner message="This statechart could not be drawn. Its Mermaid source is below." />
      )}
      <div ref={container} className="statechart__svg" data-machine={title} />
    </section>
  );
}
