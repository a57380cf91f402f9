import type { IssueSink } from '../issues';
import type { TemplateReference } from '../body';
import { ScoringError } from '../scoring/errors';
import type { Expression, ScoringModel, TemplateModel, TemplateRule } from '../types';
import { runTemplateProcessing } from './process';
import { templateTargets } from './read';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** Attributes of the random expressions that may name a variable instead of a number. */
const REF_ATTRS = ['min', 'max', 'step'];

function expressionsOf(rules: TemplateRule[]): Expression[] {
  return rules.flatMap((r): Expression[] => {
    if (r.kind === 'templateCondition') return r.branches.flatMap((b) => [...(b.condition ? [b.condition] : []), ...expressionsOf(b.rules)]);
    return 'expression' in r ? [r.expression] : [];
  });
}

function namesRead(e: Expression): string[] {
  const own = e.name === 'variable' && e.attrs.identifier ? [e.attrs.identifier] : [];
  const refs = /^random(Integer|Float)$/.test(e.name)
    ? REF_ATTRS.map((a) => e.attrs[a]?.trim())
        .filter((v): v is string => !!v && !NUMBER.test(v))
        .map((v) => v.replace(/^\{(.*)\}$/, '$1'))
    : [];
  return [...own, ...refs, ...e.children.flatMap(namesRead)];
}

/** Runs the processing once, so a rule that cannot run is refused at import, naming the file, not found by a student. */
export function checkTemplates(
  templates: TemplateModel,
  refs: TemplateReference[],
  scoring: Pick<ScoringModel, 'responses' | 'outcomes' | 'processing' | 'feedback' | 'humanScored'>,
  file: string,
  line: number | undefined,
  sink: IssueSink,
): void {
  const templateIds = new Set(templates.declarations.map((d) => d.identifier));
  const responseIds = new Set(scoring.responses.map((r) => r.identifier));
  const outcomeIds = new Set(scoring.outcomes.map((o) => o.identifier));
  const report = (element: string, identifier: string, at = line) => sink.error(file, 'item.undeclaredVariable', { element, identifier }, at);
  let sound = true;
  for (const t of templateTargets(templates.processing)) {
    const ok =
      t.kind === 'setTemplateValue'
        ? templateIds.has(t.identifier)
        : t.kind === 'setCorrectResponse'
          ? responseIds.has(t.identifier)
          : responseIds.has(t.identifier) || outcomeIds.has(t.identifier);
    if (!ok) {
      report(t.kind, t.identifier);
      sound = false;
    }
  }
  const known = new Set([...templateIds, ...responseIds, ...outcomeIds]);
  for (const id of new Set(expressionsOf(templates.processing).flatMap(namesRead))) {
    if (!known.has(id)) {
      report('templateProcessing', id);
      sound = false;
    }
  }
  for (const r of refs) {
    if (!templateIds.has(r.identifier) && !(r.outcomeAllowed && outcomeIds.has(r.identifier))) report(r.element, r.identifier, r.line);
  }
  if (!sound) return;
  try {
    runTemplateProcessing(templates, { ...scoring, templates }, 0);
  } catch (err) {
    if (!(err instanceof ScoringError)) throw err;
    sink.error(file, 'item.templateFailed', { detail: err.message }, line);
  }
}
