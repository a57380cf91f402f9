import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewedItemContentDto, StimulusViewDto } from '../../api/types.gen';
import { interactionsOf } from './ordinals';
import { renderItem } from './testing';

/**
 * Every item the portal ships renders, with a named control for each of its interactions, as the
 * student sees it and in review. The items are the sample packages as the player receives them
 * (a cloned item as one session's instance), kept current by the API's `qti/sample-items.spec.ts`.
 */
interface SampleItems {
  folder: string;
  stimuli: StimulusViewDto[];
  items: { item: ReviewedItemContentDto; correctResponse: Record<string, string[]>; humanScored: boolean; selfRated: boolean }[];
}
const samples = JSON.parse(readFileSync(resolve(__dirname, 'sample-items.json'), 'utf8')) as SampleItems[];

const CONTROL_ROLE = { choice: 'radio', inlineChoice: 'combobox', textEntry: 'textbox', extendedText: 'textbox', hottext: 'button' } as const;

/**
 * The text that names a control: its aria-label, what aria-labelledby points to, its wrapping label, or
 * its own text. (jsdom cannot compute styles of MathML elements, so toHaveAccessibleName fails on math labels.)
 */
function nameOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const text = [
    control.getAttribute('aria-label') ?? '',
    ...ids.map((id) => document.getElementById(id)?.textContent ?? ''),
    control.closest('label')?.textContent ?? '',
    control.tagName === 'BUTTON' ? (control.textContent ?? '') : '',
  ];
  return text.join(' ').trim();
}

describe.each(samples.map((sample) => [sample.folder, sample] as const))('sample %s', (_folder, sample) => {
  it('renders every item with named controls, also in review', () => {
    expect(sample.items.length).toBeGreaterThan(0);
    for (const { item: model, correctResponse, humanScored, selfRated } of sample.items) {
      const { feedback, rubric, ...item } = model;
      const stimuli = sample.stimuli.filter((s) => item.stimulusRefs.includes(s.identifier));
      for (const review of [false, true]) {
        const view = renderItem(item, {
          stimuli,
          readOnly: review,
          correctResponse: review ? correctResponse : undefined,
          shownFeedback: review && feedback[0] ? [feedback[0].content] : undefined,
        });
        for (const node of interactionsOf(item.body)) {
          const role =
            node.interaction === 'choice' && node.cardinality !== 'single' ? 'checkbox' : CONTROL_ROLE[node.interaction as keyof typeof CONTROL_ROLE];
          const controls = screen.getAllByRole(role);
          expect(controls.length, `${model.uin} ${node.interaction}`).toBeGreaterThan(0);
          for (const control of controls) expect(nameOf(control), model.uin).not.toBe('');
        }
        if (stimuli.length) {
          const name = stimuli.length === 1 ? `Passage: ${stimuli[0].title}` : 'Passages';
          expect(screen.getByRole('region', { name })).toHaveTextContent(stimuli.at(-1)!.title);
        }
        // an essay (scored by a person or self-rated) has no correct answer to show; its rubric is the review
        if (review && !humanScored && !selfRated) expect(screen.getAllByText(/^(Your answer|Correct answer)/).length, model.uin).toBeGreaterThan(0);
        view.unmount();
      }
    }
    // dozens of full renders: generous on a busy machine
  }, 180_000);
});
