import { MATHML_ELEMENTS, MISSING_IMAGE, XHTML_ELEMENTS, allowedAttribute, isSafeExternalLink } from '@portal/shared';
import type { BodyNode } from './types';
import { createElement, Fragment, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Interaction } from './Interaction';
import { SlotContext, usePlayer } from './player-context';
import classes from './ItemView.module.css';

type ElementNode = Extract<BodyNode, { tag: string }>;

/** React names of the HTML attributes the import keeps; the rest keep their own names. */
const REACT_ATTR: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  valign: 'vAlign',
  srclang: 'srcLang',
  valuetype: 'valueType',
};

/** Children that browsers drop or complain about as text: whitespace between table rows and cells, between MathML elements. */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const MATH_TOKENS = new Set(['mi', 'mn', 'mo', 'ms', 'mtext', 'annotation']);

export function BodyNodes({ nodes, parent }: { nodes: BodyNode[] | undefined; parent?: string }) {
  if (!nodes) return null;
  const dropSpace = parent !== undefined && (NO_TEXT.has(parent) || (MATHML_ELEMENTS.has(parent) && !MATH_TOKENS.has(parent)));
  return (
    <>
      {nodes.map((node, i) =>
        typeof node === 'string' ? dropSpace && !node.trim() ? null : <Fragment key={i}>{node}</Fragment> : <Node key={i} node={node} />,
      )}
    </>
  );
}

function Node({ node }: { node: Exclude<BodyNode, string> }) {
  if ('interaction' in node) return <Interaction node={node} />;
  return <Element node={node} />;
}

function isPackagePath(value: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

function Element({ node }: { node: ElementNode }) {
  const ctx = usePlayer();
  const slots = useContext(SlotContext);
  const { t } = useTranslation('player');
  const { tag, attrs, children } = node;

  switch (tag) {
    case 'feedbackBlock':
    case 'feedbackInline': {
      const content = ctx.inPlaceFeedback.get(attrs.identifier);
      if (!content) return null;
      return createElement(
        tag === 'feedbackBlock' ? 'div' : 'span',
        { className: tag === 'feedbackBlock' ? classes.feedbackBlock : classes.feedbackInline, 'data-feedback': attrs.identifier },
        <BodyNodes nodes={content} />,
      );
    }
    case 'gap':
      return <>{slots.gap?.(attrs.identifier) ?? null}</>;
    case 'hottext':
      return <>{slots.hottext ? slots.hottext(attrs.identifier, children) : <BodyNodes nodes={children} />}</>;
    case 'mfenced':
      return <Fenced node={node} />;
    case MISSING_IMAGE:
      return <MissingImage file={attrs.file ?? ''} alt={attrs.alt} staff={ctx.staffView} />;
    case 'object':
      // an image object becomes an img; anything else shows its fallback content (no plug-ins, no nested documents)
      if (attrs.data && (/^image\//.test(attrs.type ?? '') || /\.(png|jpe?g|gif|svg|webp)$/i.test(attrs.data))) {
        return <img src={ctx.mediaUrl(attrs.data)} alt={plainFallback(children)} width={attrs.width} height={attrs.height} className={classes.media} />;
      }
      return <BodyNodes nodes={children.filter((c) => typeof c === 'string' || !('tag' in c) || c.tag !== 'param')} />;
    case 'table':
      return (
        <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={attrs.summary || t('item.table')}>
          {createElement('table', props(node, ctx.mediaUrl), <BodyNodes nodes={children} parent="table" />)}
        </div>
      );
  }
  const mathml = MATHML_ELEMENTS.has(tag);
  if (!mathml && !XHTML_ELEMENTS.has(tag)) return <BodyNodes nodes={children} />;
  const p = props(node, ctx.mediaUrl);
  if (tag === 'img') return <img {...p} alt={attrs.alt ?? ''} className={joinClass(p.className, classes.media)} />;
  if (tag === 'br' || tag === 'hr' || tag === 'col' || tag === 'source' || tag === 'track') return createElement(tag, p);
  return createElement(tag, p, <BodyNodes nodes={children} parent={tag} />);
}

/** Where the package lacks an image's file: one named image, in words; staff are told why. */
function MissingImage({ file, alt, staff }: { file: string; alt?: string; staff?: boolean }) {
  const { t } = useTranslation('player');
  const label = alt ? t('item.missingImage.withAlt', { alt }) : t('item.missingImage.label');
  return (
    <span className={classes.missingImage} data-missing-image={file}>
      <span role="img" aria-label={label}>
        <span aria-hidden>{label}</span>
      </span>
      {staff && <span className={classes.missingImageStaff}>{t('item.missingImage.staff', { file })}</span>}
    </span>
  );
}

function joinClass(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function plainFallback(children: BodyNode[]): string {
  return children
    .map((c) => (typeof c === 'string' ? c : 'tag' in c && c.tag !== 'param' ? plainFallback(c.children) : ''))
    .join('')
    .trim();
}

/** Attributes again held to the allow-list (the import did it once; the player does not trust a stored tree blindly). */
function props(node: ElementNode, mediaUrl: (path: string) => string): Record<string, unknown> & { className?: string } {
  const mathml = MATHML_ELEMENTS.has(node.tag);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    if (!allowedAttribute(node.tag, name, mathml)) continue;
    if (name === 'href') {
      if (isSafeExternalLink(value)) Object.assign(out, { href: value, target: '_blank', rel: 'noopener noreferrer' });
      else if (isPackagePath(value)) Object.assign(out, { href: mediaUrl(value), target: '_blank', rel: 'noopener' });
      continue;
    }
    if (name === 'src' || name === 'poster' || name === 'data') {
      if (isPackagePath(value)) out[name] = mediaUrl(value);
      continue;
    }
    if (name === 'controls' || name === 'reversed') continue;
    out[REACT_ATTR[name] ?? name] = value;
  }
  if (node.tag === 'audio' || node.tag === 'video') out.controls = true;
  if (node.tag === 'ol' && 'reversed' in node.attrs) out.reversed = true;
  return out;
}

/** mfenced is not part of MathML Core, so Chromium would not draw its fences: spell them out. */
function Fenced({ node }: { node: ElementNode }) {
  const items = node.children.filter((c) => typeof c !== 'string' || c.trim());
  const separators = (node.attrs.separators ?? ',').replace(/\s/g, '');
  const parts: ReactNode[] = [];
  items.forEach((child, i) => {
    if (i > 0 && separators) parts.push(createElement('mo', { key: `s${i}` }, separators[Math.min(i - 1, separators.length - 1)]));
    parts.push(<BodyNodes key={i} nodes={[child]} parent="mrow" />);
  });
  return createElement('mrow', null, createElement('mo', null, node.attrs.open ?? '('), ...parts, createElement('mo', null, node.attrs.close ?? ')'));
}
