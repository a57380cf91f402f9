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

/**
 * Names in index.html the chunks of the modules matching `pattern`: the texts the first page
 * renders with (the default language's shell and sign-in namespaces) otherwise wait for the entry
 * to run before they are asked for, a round trip more before anything shows. A visitor in another
 * language fetches these few kilobytes in vain, and their own beside them as before.
 */
export function preloadModules(pattern: RegExp, expected: number): Plugin {
  return {
    name: 'portal-preload-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((file) => file.type === 'chunk' && pattern.test(file.facadeModuleId ?? ''));
        if (chunks.length !== expected) throw new Error(`The build has ${chunks.length} chunks of modules matching ${pattern}, not ${expected}`);
        const tags: HtmlTagDescriptor[] = chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        }));
        return { html, tags };
      },
    },
  };
}
