import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readContentPackage } from '@backend/qti/read-package';
import { tempDir } from '@backend/qti/testing/build-zip';
import { instantiateItem } from '@backend/qti/templating';
import { zipFolderTo } from '@backend/qti/testing/zip-folder';
import type { ContentPackage } from '@backend/qti/types';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionsOf } from './ordinals';
import { renderItem } from './testing';

/** Every item the portal ships renders, with a named control for each of its interactions, as the student sees it and in review. */
const SAMPLES = resolve(__dirname, '../../../../content/samples');
const folders = readdirSync(SAMPLES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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

const packages = new Map<string, ContentPackage>();
const { dir, cleanup } = tempDir();
beforeAll(async () => {
  for (const folder of folders) {
    const zip = join(dir, `${folder}.zip`);
    await zipFolderTo(join(SAMPLES, folder), zip);
    const read = await readContentPackage(zip, { fileName: `${folder}.zip` });
    if (read.ok) packages.set(folder, read.pkg);
  }
});
afterAll(cleanup);

describe.each(folders)('sample %s', (folder) => {
  it('renders every item with named controls, also in review', () => {
    const pkg = packages.get(folder);
    expect(pkg).toBeDefined();
    // a cloned item is shown as a session's instance, with that session's numbers and answer
    for (const model of pkg!.items.map((i) => ({ ...i, ...instantiateItem(i, 1, i.uin) }))) {
      const { feedback, rubric, ...item } = model.delivery;
      const stimuli = pkg!.stimuli.filter((s) => item.stimulusRefs.includes(s.identifier));
      const correctResponse = Object.fromEntries(model.scoring.responses.map((r) => [r.identifier, r.correctResponse ?? []]));
      for (const review of [false, true]) {
        const view = renderItem(item, {
          stimuli,
          readOnly: review,
          correctResponse: review ? correctResponse : undefined,
          shownFeedback: review && feedback[0] ? [feedback[0].content] : undefined,
        });
        for (const node of interactionsOf(item.body)) {
          const role = node.interaction === 'choice' && node.cardinality !== 'single' ? 'checkbox' : CONTROL_ROLE[node.interaction as keyof typeof CONTROL_ROLE];
          const controls = screen.getAllByRole(role);
          expect(controls.length, `${model.uin} ${node.interaction}`).toBeGreaterThan(0);
          for (const control of controls) expect(nameOf(control), model.uin).not.toBe('');
        }
        if (stimuli.length) {
          const name = stimuli.length === 1 ? `Passage: ${stimuli[0].title}` : 'Passages';
          expect(screen.getByRole('region', { name })).toHaveTextContent(stimuli.at(-1)!.title);
        }
        // an essay (scored by a person or self-rated) has no correct answer to show; its rubric is the review
        if (review && !model.scoring.humanScored && !model.scoring.selfRated) expect(screen.getAllByText(/^(Your answer|Correct answer)/).length, model.uin).toBeGreaterThan(0);
        view.unmount();
      }
    }
    // dozens of full renders: generous on a busy machine
  }, 180_000);
});
