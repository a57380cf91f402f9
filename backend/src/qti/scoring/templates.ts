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

const identifier = (text: string): Expression => expr('baseValue', { baseType: 'identifier' }, [], text);
const set = (id: string, expression: Expression): ResponseRule => ({ kind: 'setOutcomeValue', identifier: id, expression });

/** A rule for an outcome the item does not declare (the CC templates' feedback) is left out, so the item scores, not fails. */
export function templateRules(template: StandardTemplate, response: string, declared: ReadonlySet<string> = new Set()): ResponseRule[] {
  const variable = expr('variable', { identifier: response });
  const matches = expr('match', {}, [variable, expr('correct', { identifier: response })]);
  const when = (id: string, rules: ResponseRule[]): ResponseRule[] => (declared.has(id) ? rules : []);
  switch (template) {
    case 'match_correct':
      return [{ kind: 'responseCondition', branches: [{ condition: matches, rules: [setScore(float('1'))] }, { rules: [setScore(float('0'))] }] }];
    // CC2_match: match_correct that also says which of the two it was
    case 'CC2_match':
      return [
        {
          kind: 'responseCondition',
          branches: [
            { condition: matches, rules: [setScore(float('1')), ...when('FEEDBACKBASIC', [set('FEEDBACKBASIC', identifier('correct'))])] },
            { rules: [setScore(float('0')), ...when('FEEDBACKBASIC', [set('FEEDBACKBASIC', identifier('incorrect'))])] },
          ],
        },
      ];
    // CC2_match_basic: full marks are MAXSCORE; a wrong answer leaves SCORE at its default
    case 'CC2_match_basic': {
      const full = declared.has('MAXSCORE') ? expr('variable', { identifier: 'MAXSCORE' }) : float('1');
      return [
        {
          kind: 'responseCondition',
          branches: [
            { condition: matches, rules: [setScore(full), ...when('FEEDBACKBASIC', [set('FEEDBACKBASIC', identifier('correct'))])] },
            { rules: when('FEEDBACKBASIC', [set('FEEDBACKBASIC', identifier('incorrect'))]) },
          ],
        },
      ];
    }
    case 'CC2_map_response': {
      const feedback =
        declared.has('FEEDBACK') && declared.has('MAXSCORE')
          ? [
              {
                kind: 'responseCondition' as const,
                branches: [
                  {
                    condition: expr('equal', { toleranceMode: 'exact' }, [
                      expr('variable', { identifier: 'MAXSCORE' }),
                      expr('variable', { identifier: 'SCORE' }),
                    ]),
                    rules: [set('FEEDBACK', identifier('correct'))],
                  },
                  { rules: [set('FEEDBACK', identifier('incorrect'))] },
                ],
              },
            ]
          : [];
      return [...mapped('mapResponse', variable, response), ...feedback];
    }
    default:
      return mapped(template === 'map_response' ? 'mapResponse' : 'mapResponsePoint', variable, response);
  }
}

function mapped(mapper: string, variable: Expression, response: string): ResponseRule[] {
  return [
    {
      kind: 'responseCondition',
      branches: [{ condition: expr('isNull', {}, [variable]), rules: [setScore(float('0'))] }, { rules: [setScore(expr(mapper, { identifier: response }))] }],
    },
  ];
}
