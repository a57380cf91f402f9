/** What the package reader removes beyond the shared allow-lists (`@portal/shared` markup-allow-list). */

/** Removed together with their content: executable, interactive or able to embed foreign documents. */
export const DROPPED_WITH_CONTENT = new Set(
  'script style iframe frame frameset embed applet form input button textarea select option link meta base noscript template svg canvas annotation-xml head'.split(
    ' ',
  ),
);

/** Attributes that hold a URL: package paths are resolved, a few safe schemes kept on links. */
export const URL_ATTRS = new Set(['href', 'src', 'data', 'poster']);
