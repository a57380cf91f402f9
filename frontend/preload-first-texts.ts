import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_NAMESPACES, HEAVY_PAGES_NAMESPACE, LANGUAGES, LIGHT_PAGES, STORAGE_KEY } from './src/i18n/first-texts';


/** The namespaces' chunks of every language, by language: `{ en: { common: '/assets/….js' } }`. */
function textFiles(chunks: OutputChunk[], namespaces: string[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(
        namespaces.map((ns) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/shared/src/i18n/${lng}/${ns}.json`));
          if (!chunk) throw new Error(`The build has no chunk of the texts ${lng}/${ns} to preload`);
          return [ns, `/${chunk.fileName}`];
        }),
      ),
    ]),
  );
}

/**
 * The page's first texts (the current language's first namespaces, and the pages' namespace on a
 * page that is not light) are fetched beside the entry rather than once it has run and i18next has
 * chosen the language: a round trip less before the first paint. A small script, in its own file
 * since the portal's policy allows no inline script, chooses the language as the SPA does
 * (src/i18n/index.ts) and names the files to the browser as module preloads, which the SPA's own
 * imports of them then use.
 */
export function preloadFirstTexts(): Plugin {
  return {
    name: 'portal-preload-first-texts',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('The build has no index.html to preload the first texts from');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const files = textFiles(chunks, [...FIRST_NAMESPACES, HEAVY_PAGES_NAMESPACE]);
      const source = `{
let lng;
try { lng = localStorage.getItem(${JSON.stringify(STORAGE_KEY)}); } catch {}
if (!${JSON.stringify(LANGUAGES)}.includes(lng)) lng = (navigator.language || '').toLowerCase().startsWith('ru') ? 'ru' : 'en';
const files = ${JSON.stringify(files)}[lng];
const light = ${JSON.stringify([...LIGHT_PAGES])}.includes(location.pathname);
for (const ns of ${JSON.stringify(FIRST_NAMESPACES)}.concat(light ? [] : [${JSON.stringify(HEAVY_PAGES_NAMESPACE)}])) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = files[ns];
  document.head.append(link);
}
}
`;
      const ref = this.emitFile({ type: 'asset', fileName: undefined, name: 'first-texts.js', source });
      const fileName = this.getFileName(ref);
      // Async, before the entry: it runs as soon as it arrives, while the entry is still on its way.
      const tag = `<script type="module" async src="/${fileName}"></script>`;
      const text = String(html.source);
      if (!text.includes('<script type="module"')) throw new Error('index.html has no entry script to put the first texts before');
      html.source = text.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}
