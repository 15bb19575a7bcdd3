import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { withClientModules } from '../client/scripts/client-modules.ts';
import { appPageTransform } from './app-page-transform.ts';
import type * as MarkupModule from './sign-in-shell-markup.tsx';

/**
 * index.html paints on its own, before any script: the app's stylesheet inline in the page
 * instead of a file of its own, and the sign-in screen (sign-in-shell-markup.tsx) inside
 * `#root`, shown only to a visitor who is not signed in (the page's inline script marks the
 * page, build/route-preloads.plugin.ts). On a phone over Slow 4G the sign-in screen then
 * shows once the page is in (one round trip), where it used to wait for the stylesheet and
 * every script of the form (about three round trips more and the main thread's work). React
 * replaces the shell in one commit when the form is ready (client/src/app/sign-in-shell.ts
 * carries over what was typed into it meanwhile, and a press of Login).
 */
export const SHELL_ATTRIBUTE = 'data-sign-in-shell';

/** The stylesheet's link as Vite writes it into the page. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n?\s*/g;

/** The sign-in screen's markup, rendered by the app's own components. */
export async function renderShell(root: string): Promise<string> {
  return withClientModules(
    root,
    async (load) =>
      (await load<typeof MarkupModule>('build/sign-in-shell-markup.tsx')).signInShellMarkup(),
    // An image is the data address the build inlines it as (checked against the bundle below).
    (id) => {
      if (!id.endsWith('.svg')) return null;
      const data = readFileSync(id).toString('base64');
      return `export default ${JSON.stringify(`data:image/svg+xml;base64,${data}`)};`;
    },
  );
}

function assetSource(bundle: Rolldown.OutputBundle, fileName: string): string {
  const file = bundle[fileName];
  if (file?.type !== 'asset') throw new Error(`The build has no asset ${fileName}`);
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
}

/**
 * The entry's preload links, largest file first (React DOM before the few hundred bytes of a
 * runtime): the browser opens six connections at most, and each answer waits a round trip on
 * a slow line, so the large file asked for last came in last.
 */
function largestPreloadsFirst(html: string, bundle: Rolldown.OutputBundle): string {
  const preload = /<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
  const links = [...html.matchAll(preload)];
  const size = (name: string) => {
    const file = bundle[name];
    return file?.type === 'chunk' ? file.code.length : 0;
  };
  const ordered = links.map(([link, name = '']) => ({ link, name }));
  ordered.sort((a, b) => size(b.name) - size(a.name));
  let index = 0;
  return html.replace(preload, () => ordered[index++]?.link ?? '');
}

export function signInShell(root: string): Plugin {
  return appPageTransform('ghala-sign-in-shell', async (html, bundle) => {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) throw new Error('index.html has no stylesheet link to inline');
    let css = '';
    for (const [, fileName = ''] of links) css += assetSource(bundle, fileName);
    if (/<\/style/i.test(css)) throw new Error('The stylesheet cannot be inlined as it is');
    const markup = await renderShell(root);
    const code = Object.values(bundle)
      .map((file) => (file.type === 'chunk' ? file.code : ''))
      .join('\n');
    for (const [, src] of markup.matchAll(/<img[^>]* src="([^"]+)"/g)) {
      // The same address as React's, or the logo would be decoded again as React takes over.
      if (src && !code.includes(src))
        throw new Error(`The shell's image ${src.slice(0, 40)}… is not the app's`);
    }
    // Hidden but where the page's script marked the page (the mark is on <html> itself).
    const shell = `#root>[${SHELL_ATTRIBUTE}]`;
    const shellStyle = `${shell}{display:none}html[${SHELL_ATTRIBUTE}] ${shell}{display:contents}`;
    // Each file stays named by a disabled link, which the browser does not download: Vite's
    // loader, before it runs a lazy chunk, asks for the stylesheets the chunk needs that the
    // page has no stylesheet link for, and would download these again and add them after
    // the screens' own (whose rules would then lose to the base ones they override).
    const [first] = links;
    const named = links.map(
      ([, fileName]) => `<link rel="stylesheet" crossorigin href="/${fileName}" disabled>`,
    );
    const withoutLinks = links.reduce(
      (page, link) => (link === first ? page : page.replace(link[0], '')),
      html,
    );
    return largestPreloadsFirst(withoutLinks, bundle)
      .replace(
        first?.[0] ?? '',
        () => `<style>${css}${shellStyle}</style>\n    ${named.join('\n    ')}\n  `,
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root"><div ${SHELL_ATTRIBUTE}>${markup}</div></div>`,
      );
  });
}
