import type { Expression, ResponseRule, ScoringModel, StandardTemplate } from '../types';

const expr = (name: string, attrs: Record<string, string> = {}, children: Expression[] = [], text?: string): Expression => ({
  name,
  attrs,
  children,
  ...(text === undefined ? {} : { text }),
});
const setScore = (expression: Expression): ResponseRule => ({ kind: 'setOutcomeValue', identifier: 'SCORE', expression });
const float = (text: string): Expression => expr('baseValue', { baseType: 'float' }, [], text);

/**
 * The response the standard templates score: RESPONSE, as the templates name it, or the item's only
 * response when it is named otherwise (some tools do), so such items score instead of failing.
 */
export function templateResponse(model: ScoringModel): string {
  if (model.responses.length === 1 && !model.responses.some((r) => r.identifier === 'RESPONSE')) {
    return model.responses[0].identifier;
  }
  return 'RESPONSE';
}

/** The rules each standard template stands for, as the QTI templates write them. */
export function templateRules(template: StandardTemplate, response: string): ResponseRule[] {
  const variable = expr('variable', { identifier: response });
  if (template === 'match_correct') {
    return [
      {
        kind: 'responseCondition',
        branches: [
          { condition: expr('match', {}, [variable, expr('correct', { identifier: response })]), rules: [setScore(float('1'))] },
          { rules: [setScore(float('0'))] },
        ],
      },
    ];
  }
  const mapper = template === 'map_response' ? 'mapResponse' : 'mapResponsePoint';
  return [
    {
      kind: 'responseCondition',
      branches: [
        { condition: expr('isNull', {}, [variable]), rules: [setScore(float('0'))] },
        { rules: [setScore(expr(mapper, { identifier: response }))] },
      ],
    },
  ];
}
