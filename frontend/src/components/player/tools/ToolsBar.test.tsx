import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { playerApi } from '../flow/player-api';
import type { ItemViewData } from '../flow/types';
import { ItemView } from '../ItemView';
import { choice, interaction, text } from '../testing';
import { questionView, renderWithTools } from './testing';
import { ToolsBar } from './ToolsBar';

vi.mock('../flow/player-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../flow/player-api')>();
  return { ...real, playerApi: { ...real.playerApi, marks: vi.fn(async (_s: number, _p: number, marks: unknown) => marks) } };
});
const saveMarks = vi.mocked(playerApi.marks);

beforeEach(() => {
  localStorage.clear();
  saveMarks.mockClear();
});

const PASSAGE = 'Tools lend a hand. Libraries lend tools. People share them.';

function question(extra: Partial<ItemViewData> = {}): ItemViewData {
  const body = [
    text('Which is true?'),
    interaction({ interaction: 'choice', maxChoices: 1, choices: [choice('A', 'Apples'), choice('B', 'Bread'), choice('C', 'Cheese')] }),
  ];
  return questionView(body, {
    stimuli: [{ identifier: 'P1', title: 'Sharing', body: [text(PASSAGE)] }],
    ...extra,
    item: { ...questionView(body).item, stimulusRefs: ['P1'] },
  });
}

function renderPlayer(q: ItemViewData = question(), onResponse = vi.fn()) {
  return renderWithTools(
    <>
      <header>
        <ToolsBar />
      </header>
      <main id="main-content">
        <ItemView item={q.item} stimuli={q.stimuli} response={q.response} onResponse={onResponse} mediaUrl={(p) => p} />
      </main>
    </>,
    q,
  );
}

const live = () => document.querySelector('div[aria-live="polite"]')!;

describe('the tools bar', () => {
  it('answer eliminator: strikes a choice out and back, says so, never selects, and saves the marks with the session', async () => {
    const onResponse = vi.fn();
    renderPlayer(question(), onResponse);
    expect(screen.queryByRole('button', { name: 'Strike out choice B' })).toBeNull();
    const tool = screen.getByRole('button', { name: 'Answer eliminator' });
    fireEvent.click(tool);
    expect(tool).toHaveAttribute('aria-pressed', 'true');
    const strike = screen.getByRole('button', { name: 'Strike out choice B' });
    fireEvent.click(strike);
    expect(strike).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: /Bread\s?\(struck out\)/ })).not.toBeChecked();
    expect(onResponse).not.toHaveBeenCalled();
    await waitFor(() => expect(live()).toHaveTextContent('Choice B struck out'));
    expect(saveMarks).toHaveBeenLastCalledWith(7, 0, { eliminated: [{ responseIdentifier: 'RESPONSE', choiceIdentifier: 'B' }], highlights: [] });
    // a struck-out choice can still be chosen; striking out is reversible
    fireEvent.click(screen.getByRole('radio', { name: /Bread/ }));
    expect(onResponse).toHaveBeenCalledWith('RESPONSE', 'B');
    fireEvent.click(strike);
    await waitFor(() => expect(live()).toHaveTextContent('Choice B restored'));
    expect(screen.getByRole('radio', { name: /^B\s?Bread$/ })).toBeInTheDocument();
    expect(saveMarks).toHaveBeenLastCalledWith(7, 0, { eliminated: [], highlights: [] });
  });

  it('shows the marks saved with the session when a test is resumed', () => {
    renderPlayer(question({ marks: { eliminated: [{ responseIdentifier: 'RESPONSE', choiceIdentifier: 'C' }], highlights: [] } }));
    expect(screen.getByRole('radio', { name: /Cheese\s?\(struck out\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^A\s?Apples$/ })).toBeInTheDocument();
  });

  it('highlighter by keyboard: the arrows walk the passage sentence by sentence, Enter highlights and removes', async () => {
    renderPlayer();
    const tool = screen.getByRole('button', { name: 'Highlighter' });
    fireEvent.click(tool);
    const passage = document.querySelector<HTMLElement>('[data-mark-target="P1"]')!;
    expect(passage).toHaveAttribute('tabindex', '0');
    expect(passage).toHaveAccessibleDescription(/use the Up and Down arrow keys/);
    passage.focus();
    fireEvent.keyDown(passage, { key: 'ArrowDown' });
    await waitFor(() => expect(live()).toHaveTextContent('Sentence 1 of 3: Tools lend a hand.'));
    fireEvent.keyDown(passage, { key: 'ArrowDown' });
    await waitFor(() => expect(live()).toHaveTextContent('Sentence 2 of 3: Libraries lend tools.'));
    fireEvent.keyDown(passage, { key: 'Enter' });
    await waitFor(() => expect(live()).toHaveTextContent('Highlighted: Libraries lend tools.'));
    const start = PASSAGE.indexOf('Libraries');
    expect(saveMarks).toHaveBeenLastCalledWith(7, 0, { eliminated: [], highlights: [{ target: 'P1', start, end: start + 'Libraries lend tools.'.length }] });
    expect(screen.getByRole('button', { name: 'Remove all highlights' })).toBeInTheDocument();
    fireEvent.keyDown(passage, { key: 'Enter' });
    await waitFor(() => expect(live()).toHaveTextContent('Highlight removed'));
    expect(saveMarks).toHaveBeenLastCalledWith(7, 0, { eliminated: [], highlights: [] });
    // off again: the passage is plain text, out of the tab order
    fireEvent.click(tool);
    expect(passage).not.toHaveAttribute('tabindex');
  });

  it('highlighter: a selection made with Shift and the arrows is highlighted when Shift is let go', async () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Highlighter' }));
    const passage = document.querySelector<HTMLElement>('[data-mark-target="P1"]')!;
    const text = passage.querySelector('p')!.firstChild!;
    const start = PASSAGE.indexOf('Libraries');
    document.getSelection()!.setBaseAndExtent(text, start, text, start + 'Libraries'.length);
    fireEvent.keyUp(passage, { key: 'Shift' });
    await waitFor(() => expect(live()).toHaveTextContent('Highlighted: Libraries'));
    expect(saveMarks).toHaveBeenLastCalledWith(7, 0, { eliminated: [], highlights: [{ target: 'P1', start, end: start + 9 }] });
  });

  it('line reader: a slider moved by the arrow keys, Escape puts it away and focus goes back', () => {
    renderPlayer();
    const tool = screen.getByRole('button', { name: 'Line reader' });
    fireEvent.click(tool);
    const handle = screen.getByRole('slider', { name: 'Line reader position' });
    const at = Number(handle.getAttribute('aria-valuenow'));
    fireEvent.keyDown(handle, { key: 'PageDown' });
    expect(Number(handle.getAttribute('aria-valuenow'))).toBeGreaterThan(at);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAttribute('aria-valuetext', '0% down the screen');
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(screen.queryByRole('slider')).toBeNull();
    expect(tool).toHaveFocus();
    expect(tool).toHaveAttribute('aria-pressed', 'false');
  });

  it('text size: steps to 200 % and back, stacking the panes from 150 %', () => {
    renderPlayer();
    const bigger = screen.getByRole('button', { name: 'Larger text' });
    const smaller = screen.getByRole('button', { name: 'Smaller text' });
    expect(smaller).toBeDisabled();
    for (let i = 0; i < 4; i += 1) fireEvent.click(bigger);
    expect(bigger).toBeDisabled();
    expect(document.documentElement.style.fontSize).toBe('200%');
    expect(document.documentElement.dataset.playerZoom).toBe('large');
    expect(within(screen.getByRole('group', { name: 'Text size' })).getByText('200%')).toBeInTheDocument();
    fireEvent.click(smaller);
    fireEvent.click(smaller);
    fireEvent.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(document.documentElement.dataset.playerZoom).toBeUndefined();
  });

  it('the time spent starts at 0:00 however the clock moves between its first readings', () => {
    let clock = 1_000_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
    try {
      renderPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Time spent' }));
      expect(screen.getByRole('timer')).toHaveTextContent(/^Time spent: 0:00$/);
    } finally {
      now.mockRestore();
    }
  });

  it('elapsed time is hidden until asked for; the arrangement is remembered for the session', () => {
    const first = renderPlayer();
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Time spent' }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Time spent: 0:0\d$/);
    fireEvent.click(screen.getByRole('button', { name: 'Line reader' }));
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    act(() => first.unmount());
    expect(document.documentElement.style.fontSize).toBe('');

    renderPlayer();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Line reader position' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Time spent' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.style.fontSize).toBe('125%');
  });
});
