import type { BodyNode, Choice, FeedbackRule, InteractionNode } from './types';
import type { IssueSink } from './issues';
import { childElements, textOf, type XmlElement, type XmlNode } from './xml/parse-xml';
import { MATHML_NS } from './xml/qti-names';
import { hasControlCharacter, resolveHref, type PackagePaths } from './zip/entry-path';
import { templateAttrs, templateElementNode, type TemplateReference } from './templating/body-nodes';
import { MATHML_ELEMENTS, MISSING_IMAGE, XHTML_ELEMENTS, allowedAttribute, isSafeExternalLink } from '@portal/shared';
import { DROPPED_WITH_CONTENT, URL_ATTRS } from './sanitize';
import { readGraphic, readStage } from './graphic';
import { readDrawing } from './drawing';
import { MORE_INTERACTIONS, readMoreInteraction, wholeNumber } from './more-interactions';
import { keepsAttribute } from './interaction-attributes';
import type { BodyReader, ParsedInteraction } from './body-readers';

const INTERACTIONS: Record<string, InteractionNode['interaction']> = {
  choiceInteraction: 'choice',
  inlineChoiceInteraction: 'inlineChoice',
  textEntryInteraction: 'textEntry',
  extendedTextInteraction: 'extendedText',
  orderInteraction: 'order',
  matchInteraction: 'match',
  gapMatchInteraction: 'gapMatch',
  hottextInteraction: 'hottext',
  hotspotInteraction: 'hotspot',
  selectPointInteraction: 'selectPoint',
  graphicOrderInteraction: 'graphicOrder',
  graphicAssociateInteraction: 'graphicAssociate',
  graphicGapMatchInteraction: 'graphicGapMatch',
  positionObjectInteraction: 'positionObject',
  drawingInteraction: 'drawing',
  ...MORE_INTERACTIONS,
};

const GRAPHIC = new Set<InteractionNode['interaction']>(['hotspot', 'selectPoint', 'graphicOrder', 'graphicAssociate', 'graphicGapMatch', 'positionObject']);

/** QTI elements a body may hold that the player cannot honour: the item is rejected. */
const UNSUPPORTED_QTI = new Set(['infoControl', 'include']);

export type { TemplateReference };

export type { ParsedInteraction };

export interface FeedbackContent {
  rule: FeedbackRule;
  title?: string;
  content: BodyNode[];
  line: number;
}

/** State of converting one file's content (an item or a stimulus) to safe BodyNodes. */
export class BodyContext implements BodyReader {
  readonly media = new Set<string>();
  readonly interactions: ParsedInteraction[] = [];
  readonly feedback: FeedbackContent[] = [];
  readonly rubric: BodyNode[] = [];
  /**
   * identifiers of choices, gaps and hot texts with the line of their first use, per interaction:
   * the specification scopes them to their interaction (a response names only its own choices)
   */
  private identifiers = new Map<string, number>();
  /** printed variables and template elements: the item is instantiated per session when any exist */
  readonly templateRefs: TemplateReference[] = [];
  private gapSink?: string[];
  private hottextSink?: Choice[];

  constructor(
    readonly file: string,
    readonly files: PackagePaths,
    readonly sink: IssueSink,
  ) {}

  convertChildren(nodes: XmlNode[]): BodyNode[] {
    const out: BodyNode[] = [];
    for (const node of nodes) {
      if (typeof node === 'string') out.push(node);
      else out.push(...this.convert(node));
    }
    return out;
  }

  claimIdentifier(identifier: string | undefined, el: XmlElement): string {
    if (!identifier) {
      this.sink.error(this.file, 'item.missingIdentifier', { element: el.name }, el.line);
      return '';
    }
    if (this.identifiers.has(identifier)) this.sink.error(this.file, 'item.duplicateChoice', { identifier }, el.line);
    else this.identifiers.set(identifier, el.line);
    return identifier;
  }

  private convert(el: XmlElement): BodyNode[] {
    if (el.ns === MATHML_NS) return this.convertMath(el);
    if (el.name.endsWith('Interaction')) {
      const kind = INTERACTIONS[el.name];
      if (!kind) {
        this.sink.error(this.file, 'item.unsupportedInteraction', { name: el.name }, el.line);
        return [];
      }
      if (kind === 'positionObject') {
        // only a stage gives the object somewhere to go; readStage converts those inside one
        this.sink.error(this.file, 'item.positionOutsideStage', {}, el.line);
        return [];
      }
      return [this.convertInteraction(el, kind)];
    }
    if (el.name === 'positionObjectStage') return readStage(this, el);
    if (UNSUPPORTED_QTI.has(el.name)) {
      this.sink.error(this.file, 'item.unsupportedElement', { name: el.name }, el.line);
      return [];
    }
    switch (el.name) {
      case 'feedbackBlock':
      case 'feedbackInline':
        return [this.convertFeedback(el, el.name === 'feedbackBlock' ? 'block' : 'inline')];
      case 'rubricBlock':
        return this.convertRubric(el);
      case 'contentBody':
        return this.convertChildren(el.children);
      case 'gap':
        return [this.convertGap(el)];
      case 'hottext':
        return [this.convertHottext(el)];
      case 'img': {
        const missing = this.missingImage(el);
        if (missing) return missing;
        break;
      }
      case 'printedVariable':
      case 'templateBlock':
      case 'templateInline':
        return [templateElementNode(el, this.templateRefs, (nodes) => this.convertChildren(nodes))];
    }
    if (DROPPED_WITH_CONTENT.has(el.name) || !XHTML_ELEMENTS.has(el.name)) {
      this.sink.warn(this.file, 'item.removedElement', { name: el.name }, el.line);
      // unknown presentational wrappers keep their text; dangerous ones lose everything
      return DROPPED_WITH_CONTENT.has(el.name) || el.ns !== this.qtiNs(el) ? [] : this.convertChildren(el.children);
    }
    return [{ tag: el.name, attrs: this.safeAttrs(el, false), children: this.convertChildren(el.children) }];
  }

  /** XHTML in items shares the QTI namespace (or is plain XHTML); anything else is foreign. */
  private qtiNs(el: XmlElement): string {
    return el.ns.includes('imsqti') || el.ns === 'http://www.w3.org/1999/xhtml' || el.ns === '' ? el.ns : '\0';
  }

  private convertMath(el: XmlElement): BodyNode[] {
    if (!MATHML_ELEMENTS.has(el.name)) {
      this.sink.warn(this.file, 'item.removedElement', { name: el.name }, el.line);
      return [];
    }
    const children: BodyNode[] = [];
    for (const c of el.children) {
      if (typeof c === 'string') children.push(c);
      else if (c.ns === MATHML_NS) children.push(...this.convertMath(c));
      else this.sink.warn(this.file, 'item.removedElement', { name: c.name }, c.line);
    }
    return [{ tag: el.name, attrs: this.safeAttrs(el, true), children }];
  }

  private safeAttrs(el: XmlElement, mathml: boolean): Record<string, string> {
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(el.attrs)) {
      if (!allowedAttribute(el.name, name, mathml)) continue;
      if (URL_ATTRS.has(name)) {
        const url = this.resolveUrl(el, name, value);
        if (url !== undefined) attrs[name] = url;
      } else attrs[name === 'xml:lang' ? 'lang' : name] = value;
    }
    return attrs;
  }

  /**
   * An image of the body whose file is not in the zip: a warning, and a placeholder the player
   * shows in its place (its alt text kept), so the package is not refused for it.
   */
  private missingImage(el: XmlElement): BodyNode[] | undefined {
    const src = el.attrs.src;
    const path = src ? resolveHref(this.file, src) : undefined;
    if (path === undefined || this.files.has(path)) return undefined;
    if (this.unstored(el, path)) return [];
    this.sink.warn(this.file, 'item.missingImage', { href: src }, el.line);
    const alt = el.attrs.alt?.trim();
    return [{ tag: MISSING_IMAGE, attrs: { file: path, ...(alt ? { alt } : {}) }, children: [] }];
  }

  /** A reference to an entry whose name holds a control character, which is never stored: refused. */
  private unstored(el: XmlElement, path: string): boolean {
    if (!hasControlCharacter(path)) return false;
    this.sink.error(this.file, 'zip.controlCharacterUsed', { entry: path, file: this.file }, el.line);
    return true;
  }

  resolveUrl(el: XmlElement, attribute: string, value: string): string | undefined {
    const path = resolveHref(this.file, value);
    if (path !== undefined) {
      if (this.unstored(el, path)) return undefined;
      if (!this.files.has(path)) {
        this.sink.error(this.file, 'item.missingMedia', { href: value }, el.line);
        return undefined;
      }
      this.media.add(path);
      return path;
    }
    if (attribute === 'href' && isSafeExternalLink(value)) return value;
    this.sink.warn(this.file, 'item.unsafeUrl', { attribute, value: value.slice(0, 80), element: el.name }, el.line);
    return undefined;
  }

  private convertFeedback(el: XmlElement, kind: 'modal' | 'block' | 'inline'): BodyNode {
    const identifier = el.attrs.identifier ?? '';
    const rule: FeedbackRule = {
      kind,
      outcomeIdentifier: el.attrs.outcomeIdentifier ?? '',
      identifier,
      showHide: el.attrs.showHide === 'hide' ? 'hide' : 'show',
    };
    if (!identifier) this.sink.error(this.file, 'item.missingIdentifier', { element: el.name }, el.line);
    this.feedback.push({ rule, title: el.attrs.title, content: this.convertChildren(el.children), line: el.line });
    // the content travels apart; the body keeps only where it goes
    return { tag: kind === 'block' ? 'feedbackBlock' : 'feedbackInline', attrs: { identifier }, children: [] };
  }

  convertModalFeedback(el: XmlElement): void {
    this.convertFeedback(el, 'modal');
  }

  private convertRubric(el: XmlElement): BodyNode[] {
    const content = this.convertChildren(el.children);
    const views = (el.attrs.view ?? 'candidate').split(/\s+/);
    if (views.includes('candidate')) return [{ tag: 'div', attrs: { class: 'qti-rubric-block' }, children: content }];
    // scorer and tutor rubrics (sample answers) are shown only in Learn As You Go
    this.rubric.push(...content);
    return [];
  }

  private convertGap(el: XmlElement): BodyNode {
    const identifier = this.claimIdentifier(el.attrs.identifier, el);
    if (!this.gapSink) {
      this.sink.error(this.file, 'item.unsupportedElement', { name: 'gap' }, el.line);
    } else this.gapSink.push(identifier);
    return { tag: 'gap', attrs: { identifier, ...templateAttrs(el, this.templateRefs) }, children: [] };
  }

  private convertHottext(el: XmlElement): BodyNode {
    const identifier = this.claimIdentifier(el.attrs.identifier, el);
    const content = this.convertChildren(el.children);
    const template = templateAttrs(el, this.templateRefs);
    const choice: Choice = {
      identifier,
      content,
      ...(template.templateIdentifier ? { template: { identifier: template.templateIdentifier, showHide: template.showHide } } : {}),
    };
    if (!this.hottextSink) this.sink.error(this.file, 'item.unsupportedElement', { name: 'hottext' }, el.line);
    else this.hottextSink.push(choice);
    return { tag: 'hottext', attrs: { identifier, ...template }, children: content };
  }

  private choice(el: XmlElement): Choice {
    const choice: Choice = { identifier: this.claimIdentifier(el.attrs.identifier, el), content: this.convertChildren(el.children) };
    if (el.attrs.fixed === 'true') choice.fixed = true;
    if (el.attrs.matchMax !== undefined) choice.matchMax = Number(el.attrs.matchMax);
    const template = templateAttrs(el, this.templateRefs);
    if (template.templateIdentifier) choice.template = { identifier: template.templateIdentifier, showHide: template.showHide };
    return choice;
  }

  /** An interaction element converted on behalf of a container (a position object stage). */
  convertInteractionElement(el: XmlElement): InteractionNode | undefined {
    const kind = INTERACTIONS[el.name];
    return kind ? this.convertInteraction(el, kind) : undefined;
  }

  private convertInteraction(el: XmlElement, kind: InteractionNode['interaction']): InteractionNode {
    const a = el.attrs;
    const node: InteractionNode = { interaction: kind, responseIdentifier: a.responseIdentifier ?? '', cardinality: 'single' };
    if (!a.responseIdentifier) {
      this.sink.error(this.file, 'item.missingResponseIdentifier', { interaction: el.name }, el.line);
    }
    const num = (name: string) => (a[name] !== undefined && a[name] !== '' && !Number.isNaN(Number(a[name])) ? Number(a[name]) : undefined);
    const keeps = (attribute: string) => keepsAttribute(kind, attribute);
    if (a.shuffle !== undefined && keeps('shuffle')) node.shuffle = a.shuffle === 'true';
    for (const key of ['minChoices', 'maxChoices', 'expectedLength', 'expectedLines'] as const) {
      const v = num(key);
      if (v !== undefined && keeps(key)) node[key] = v;
    }
    if (a.patternMask && keeps('patternMask')) node.patternMask = a.patternMask;
    if (a.placeholderText && keeps('placeholderText')) node.placeholderText = a.placeholderText;
    const prompt = childElements(el, 'prompt')[0];
    if (prompt) node.prompt = this.convertChildren(prompt.children);
    const parsed: ParsedInteraction = { node, element: el.name, line: el.line, gapIds: [] };
    const rest = el.children.filter((c) => typeof c === 'string' || c.name !== 'prompt');
    const outer = this.identifiers;
    this.identifiers = new Map();

    if (GRAPHIC.has(kind)) readGraphic(this, el, node, parsed);
    switch (kind) {
      case 'choice':
      case 'order':
        node.choices = childElements(el, 'simpleChoice').map((c) => this.choice(c));
        break;
      case 'inlineChoice':
        node.choices = childElements(el, 'inlineChoice').map((c) => ({
          ...this.choice(c),
          content: [textOf(c)],
        }));
        break;
      case 'match': {
        const sets = childElements(el, 'simpleMatchSet');
        node.choices = sets[0] ? childElements(sets[0], 'simpleAssociableChoice').map((c) => this.choice(c)) : [];
        node.targets = sets[1] ? childElements(sets[1], 'simpleAssociableChoice').map((c) => this.choice(c)) : [];
        // QTI counts a match's pairs by maxAssociations (default 1, 0 = no limit), kept as maxChoices like an associate's
        node.maxChoices = wholeNumber(this, el, 'maxAssociations', 1);
        node.minChoices = wholeNumber(this, el, 'minAssociations', 0);
        break;
      }
      case 'gapMatch': {
        node.choices = childElements(el)
          .filter((c) => c.name === 'gapText' || c.name === 'gapImg')
          .map((c) => {
            const choice = this.choice(c);
            // a gap image's name where it has no text of its own (a gap's list, a screen reader)
            const label = c.name === 'gapImg' ? c.attrs.objectLabel?.trim() : undefined;
            return label ? { ...choice, label } : choice;
          });
        this.gapSink = parsed.gapIds;
        node.content = this.convertChildren(rest.filter((c) => typeof c === 'string' || (c.name !== 'gapText' && c.name !== 'gapImg')));
        this.gapSink = undefined;
        break;
      }
      case 'drawing':
        readDrawing(this, el, node);
        break;
      case 'hottext': {
        const hottexts: Choice[] = [];
        this.hottextSink = hottexts;
        node.content = this.convertChildren(rest);
        this.hottextSink = undefined;
        node.choices = hottexts;
        // maxChoices defaults to 1 for hot text (0 = no limit)
        node.maxChoices ??= 1;
        break;
      }
      default:
        readMoreInteraction(
          {
            file: this.file,
            sink: this.sink,
            choice: (c) => this.choice(c),
            convertChildren: (n) => this.convertChildren(n),
            packagePath: (at, href) => this.resolveUrl(at, 'src', href),
            packageFile: (href) => {
              const path = resolveHref(this.file, href);
              if (path === undefined || !this.files.has(path)) return undefined;
              this.media.add(path);
              return path;
            },
            libraryPath: (href) => {
              const path = [resolveHref(this.file, href), resolveHref('', href)].find((p) => p !== undefined && this.files.has(p));
              if (path) this.media.add(path);
              return path;
            },
            shareScripts: () => {
              for (const path of this.files) if (path.toLowerCase().endsWith('.js')) this.media.add(path);
            },
          },
          el,
          node,
          rest,
        );
    }
    this.identifiers = outer;
    this.interactions.push(parsed);
    return node;
  }
}
