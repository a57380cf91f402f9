import { parseXml, XmlError } from './parse-xml';
import { normalizeQti3 } from './qti-names';

function failure(xml: string): XmlError {
  try {
    parseXml(xml);
  } catch (err) {
    return err as XmlError;
  }
  throw new Error('expected a failure');
}

describe('parseXml', () => {
  it('builds a tree with namespaces, attributes and line numbers', () => {
    const root = parseXml('<?xml version="1.0"?>\n<a xmlns="urn:x" xml:lang="en" k="v">\n  <b>t</b>\n</a>');
    expect(root).toMatchObject({ name: 'a', ns: 'urn:x', attrs: { k: 'v', 'xml:lang': 'en' }, line: 2 });
    expect(root.children[1]).toMatchObject({ name: 'b', line: 3, children: ['t'] });
  });

  it('refuses any DOCTYPE, even one without entities', () => {
    expect(failure('<!DOCTYPE a>\n<a/>')).toMatchObject({ code: 'xml.doctype', line: 1 });
  });

  it('reports the line of a well-formedness error', () => {
    expect(failure('<a>\n<b>\n</a>')).toMatchObject({ code: 'xml.malformed', line: 3 });
    expect(failure('<a>&ent;</a>')).toMatchObject({ code: 'xml.malformed' });
    expect(failure('')).toMatchObject({ code: 'xml.malformed' });
  });

  it('normalizes QTI 3.0 names to the 2.x ones but leaves data- and XHTML attributes', () => {
    const el = normalizeQti3(
      parseXml('<qti-choice-interaction response-identifier="R" data-x="1"><p data-y="2" aria-label="l">x</p></qti-choice-interaction>'),
    );
    expect(el).toMatchObject({ name: 'choiceInteraction', attrs: { responseIdentifier: 'R', 'data-x': '1' } });
    expect(el.children[0]).toMatchObject({ name: 'p', attrs: { 'data-y': '2', 'aria-label': 'l' } });
  });
});
