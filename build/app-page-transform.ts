import type { IndexHtmlTransformResult, Plugin, Rolldown } from 'vite';
import { APP_PAGE } from './bundle-chunks.ts';

/**
 * A build plugin that rewrites the app's page (index.html) once Vite has written its own tags
 * into it, with the bundle at hand to read the chunks from. The statechart viewer's page is
 * left as it is, and so is the dev server's page, which has no bundle.
 */
export function appPageTransform(
  name: string,
  transform: (html: string, bundle: Rolldown.OutputBundle) => Promise<IndexHtmlTransformResult>,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !APP_PAGE.test(ctx.filename)) return html;
        return transform(html, ctx.bundle);
      },
    },
  };
}
