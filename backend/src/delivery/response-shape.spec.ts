import { PortalValidationException } from '../common/validation';
import type { InteractionNode, ResponseDeclaration } from '../qti/types';
import { assertResponseShape } from './response-shape';
import type { ContentItem } from '../practice-tests/test-content.service';

const choice = (responseIdentifier: string, ids: string[]): InteractionNode => ({
  interaction: 'choice',
  responseIdentifier,
  cardinality: 'single',
  baseType: 'identifier',
  choices: ids.map((identifier) => ({ identifier, content: [identifier] })),
});
const declaration = (identifier: string): ResponseDeclaration => ({ identifier, cardinality: 'single', baseType: 'identifier' });

/** Two interactions that both use the choice identifier A, as the specification allows. */
const item: ContentItem = {
  uin: 'TWO',
  calculator: 0,
  strandName: 'S',
  strandPosition: 0,
  delivery: {
    uin: 'TWO',
    title: 'Two',
    body: [choice('FIRST', ['A', 'B']), { tag: 'div', attrs: {}, children: [choice('SECOND', ['A', 'C'])] }],
    stimulusRefs: [],
    stylesheets: [],
    feedback: [],
  },
  scoring: {
    responses: [declaration('FIRST'), declaration('SECOND')],
    outcomes: [],
    processing: { rules: [] },
    feedback: [],
    humanScored: false,
  } as unknown as ContentItem['scoring'],
};

const fieldsOf = (response: Record<string, string>): string[] => {
  try {
    assertResponseShape(item, response);
    return [];
  } catch (error) {
    if (!(error instanceof PortalValidationException)) throw error;
    return error.problems.map((p) => p.field);
  }
};

describe('the shape of an answer to an item whose interactions repeat choice identifiers', () => {
  it('accepts each response naming a choice of its own interaction, the shared A included', () => {
    expect(fieldsOf({ FIRST: 'A', SECOND: 'A' })).toEqual([]);
    expect(fieldsOf({ FIRST: 'B', SECOND: 'C' })).toEqual([]);
  });

  it('refuses a response naming a choice of the other interaction', () => {
    expect(fieldsOf({ FIRST: 'C' })).toEqual(['response.FIRST']);
    expect(fieldsOf({ SECOND: 'B' })).toEqual(['response.SECOND']);
  });
});
