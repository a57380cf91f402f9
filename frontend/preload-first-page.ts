import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Names a chunk (and its styles) in index.html, so the browser fetches it beside the entry instead
 * of once the entry has run and the router has matched the page: a round trip less before the
 * sign-in page shows. The sign-in chunk holds the inputs and buttons most other pages import too.
 */
export function preloadChunk(name: string): Plugin {
  return {
    name: 'portal-preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === name);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`The build has no chunk named ${name} to preload`);
        const tags: HtmlTagDescriptor[] = [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` }, injectTo: 'head' });
        }
        return { html, tags };
      },
    },
  };
}
