import type { InteractionNode } from './types';
import type { BodyReader } from './body-readers';
import { readObject } from './graphic';
import type { XmlElement } from './xml/parse-xml';

/** The picture is read as a graphic interaction's; the response is the drawing, a PNG stored as any uploaded file. */
export function readDrawing(ctx: BodyReader, el: XmlElement, node: InteractionNode): void {
  const object = readObject(ctx, el);
  if (object) node.object = object;
  else ctx.sink.error(ctx.file, 'item.missingObject', { interaction: el.name }, el.line);
  // the player hands in PNG only, so the upload endpoint takes nothing else for this response
  node.fileTypes = ['image/png'];
}
