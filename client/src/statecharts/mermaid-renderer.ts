import type { Mermaid } from 'mermaid';

/**
 * Mermaid, loaded on first use (it is big) and set up once: dagre layout, since Mermaid 12's
 * default ELK layout would add ~450 KiB and is not bundled; the page's own colours; no
 * shrinking to the column width, so labels keep a readable size and wide charts scroll.
 */
let loading: Promise<Mermaid> | null = null;

function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      layout: 'dagre',
      look: 'classic',
      theme: 'base',
      fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      themeVariables: {
        fontSize: '15px',
        primaryColor: '#ffffff',
        primaryBorderColor: '#56665f',
        primaryTextColor: '#17211d',
        lineColor: '#56665f',
        edgeLabelBackground: '#f7f9f8',
        noteBkgColor: '#fdf4e0',
        noteBorderColor: '#e8a317',
        noteTextColor: '#17211d',
        clusterBkg: '#f7f9f8',
        clusterBorder: '#b7c4be',
      },
      state: { useMaxWidth: false, wrappingWidth: 400 },
    });
    return mermaid;
  });
  return loading;
}

let renders = 0;

/** The diagram as SVG markup; `domId` prefixes every element id inside it. */
export async function renderStatechart(text: string): Promise<{ svg: string; domId: string }> {
  const mermaid = await loadMermaid();
  const domId = `statechart-${++renders}`;
  const { svg } = await mermaid.render(domId, text);
  return { svg, domId };
}
