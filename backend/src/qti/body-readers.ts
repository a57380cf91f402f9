import type { BodyNode, Choice, InteractionNode } from './types';
import type { IssueSink } from './issues';
import type { XmlElement, XmlNode } from './xml/parse-xml';

// The readers import these types, not the converter (body.ts), so the converter may import them without a cycle.

/** One interaction of the body as the converter met it. */
export interface ParsedInteraction {
  node: InteractionNode;
  element: string;
  line: number;
  /** gap match: the gaps' identifiers; the choices are in node.choices */
  gapIds: string[];
}

/** What graphic and drawing interactions read through (BodyContext). */
export interface BodyReader {
  readonly file: string;
  readonly sink: IssueSink;
  convertChildren(nodes: XmlNode[]): BodyNode[];
  /** a choice's identifier, reported when missing or used twice in the interaction */
  claimIdentifier(identifier: string | undefined, el: XmlElement): string;
  /** what an attribute's URL may be served as: a file of the package (a missing one is reported) or a safe external link */
  resolveUrl(el: XmlElement, attribute: string, value: string): string | undefined;
  convertInteractionElement(el: XmlElement): InteractionNode | undefined;
}

/** What the associate, slider, media, end attempt, upload and portable custom interactions read through. */
export interface InteractionReader {
  file: string;
  sink: IssueSink;
  choice(el: XmlElement): Choice;
  convertChildren(nodes: XmlNode[]): BodyNode[];
  /** a package path for a reference made in this file; a missing file is reported and gives undefined */
  packagePath(el: XmlElement, href: string): string | undefined;
  /** a package path for a reference made in this file, undefined (unreported) when absent */
  packageFile(href: string): string | undefined;
  /** a package path beside this file or at the package root, undefined (unreported) when absent */
  libraryPath(href: string): string | undefined;
  /** makes every script of the package servable to this item: a PCI module may require any of them by a relative id */
  shareScripts(): void;
}
