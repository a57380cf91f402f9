import { IssueSink } from '../issues';
import { readItem } from '../item';
import type { ItemModel } from '../types';
import { parseXml } from '../xml/parse-xml';

/** Reads one QTI 2.2 item written inline in a spec; the head and body go inside assessmentItem. */
export function templateItem(head: string, body: string, tail = ''): { model: ItemModel; sink: IssueSink } {
  const xml = `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" xmlns:m="http://www.w3.org/1998/Math/MathML"
    identifier="T1" title="Template" adaptive="false" timeDependent="false">${head}<itemBody>${body}</itemBody>${tail}</assessmentItem>`;
  const sink = new IssueSink();
  const { model } = readItem(parseXml(xml), 'items/t1.xml', new Set(), sink);
  return { model, sink };
}

/** A random stream that returns the numbers given, in turn, so a spec can work the values out by hand. */
export function fixedStream(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}
