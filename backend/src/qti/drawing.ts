import type { InteractionNode } from './types';
import type { BodyReader } from './body-readers';
import { readObject } from './graphic';
import type { XmlElement } from './xml/parse-xml';

/**
 * drawingInteraction (QTI 2.1/2.2, 3.0 qti-drawing-interaction): the candidate draws on the
 * interaction's picture, read as a graphic interaction's; the response (single `file`, held by
 * `bindMoreInteraction`) is the drawing, a PNG stored as any uploaded candidate file.
 */
export function readDrawing(ctx: BodyReader, el: XmlElement, node: InteractionNode): void {
  const object = readObject(ctx, el);
  if (object) node.object = object;
  else ctx.sink.error(ctx.file, 'item.missingObject', { interaction: el.name }, el.line);
  // the player hands in PNG only, so the upload endpoint takes nothing else for this response
  node.fileTypes = ['image/png'];
}
