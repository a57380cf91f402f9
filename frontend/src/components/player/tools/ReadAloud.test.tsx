import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import type { ItemViewData } from '../flow/types';
import { ItemView } from '../ItemView';
import { choice, interaction, text } from '../testing';
import { installFakeSpeech, uninstallFakeSpeech } from './fake-speech';
import { renderWithProviders } from '../../../testing/render';
import { PlayerToolsProvider } from './PlayerToolsProvider';
import { questionView } from './testing';
import { ToolsBar } from './ToolsBar';

vi.mock('../flow/player-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../flow/player-api')>();
  return { ...real, playerApi: { ...real.playerApi, marks: vi.fn(async (_s: number, _p: number, marks: unknown) => marks) } };
});

const PASSAGE = 'Tools lend a hand. Libraries lend tools.';

function question(position = 0, extra: Partial<ItemViewData> = {}, lang?: string): ItemViewData {
  const body = [
    text(position ? 'Which is false?' : 'Which is true?'),
    { tag: 'p', attrs: { 'data-qti-suppress-tts': 'computer-read-aloud' }, children: ['Decode this line yourself.'] },
    { tag: 'p', attrs: { 'aria-hidden': 'true' }, children: ['Decoration.'] },
    interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one.'], choices: [choice('A', 'Apples'), choice('B', 'Bread')] }),
  ];
  const base = questionView(body, { position, uin: `T${position}` });
  return {
    ...base,
    stimuli: [{ identifier: 'P1', title: 'Sharing', body: [text(PASSAGE)] }],
    ...extra,
    item: { ...base.item, uin: `T${position}`, stimulusRefs: ['P1'], ...(lang ? { lang } : {}) },
  };
}

/** The player's header and question; a button stands in for moving on to the next question. */
function Player({ questions }: { questions: ItemViewData[] }) {
  const [at, setAt] = useState(0);
  const q = questions[at];
  return (
    <PlayerToolsProvider sessionId={7} item={q}>
      <header>
        <ToolsBar />
      </header>
      <main id="main-content">
        <ItemView item={q.item} stimuli={q.stimuli} response={q.response} onResponse={() => {}} mediaUrl={(p) => p} />
        <button type="button" onClick={() => setAt(at + 1)}>
          Next question
        </button>
      </main>
    </PlayerToolsProvider>
  );
}

const renderPlayer = (...questions: ItemViewData[]) => renderWithProviders(<Player questions={questions.length ? questions : [question()]} />);

let speech: ReturnType<typeof installFakeSpeech>;
beforeEach(() => {
  localStorage.clear();
  speech = installFakeSpeech();
});
afterEach(() => {
  uninstallFakeSpeech();
  vi.unstubAllGlobals();
});

const openTool = () => fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start reading' }));
const finish = () => act(() => speech.finish());

describe('read aloud', () => {
  it('reads the passage, the question and each choice with its letter, in order, in the content language', () => {
    renderPlayer();
    openTool();
    start();
    finish();
    finish();
    finish();
    finish();
    expect(speech.spoken.map((u) => u.text)).toEqual([PASSAGE, 'Which is true?', 'Pick one.', 'A. Apples', 'B. Bread']);
    expect(speech.spoken.every((u) => u.lang === 'en-US' && u.voice?.name === 'American English')).toBe(true);
    expect(screen.getByText('Part 5 of 5')).toBeInTheDocument();
    finish();
    expect(speech.current()).toBeNull();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeInTheDocument();
  });

  it('skips what the package keeps from speech and what is hidden', () => {
    renderPlayer();
    openTool();
    start();
    for (let i = 0; i < 5; i += 1) finish();
    const said = speech.spoken.map((u) => u.text).join(' ');
    expect(said).not.toMatch(/Decode this line|Decoration/);
    expect(screen.getByText('Decode this line yourself.')).toBeVisible();
  });

  it('outlines the part being read and highlights the word the voice is at', () => {
    const highlights = new Map<string, { ranges: Range[] }>();
    vi.stubGlobal('CSS', { highlights });
    vi.stubGlobal(
      'Highlight',
      class {
        ranges: Range[];
        constructor(...ranges: Range[]) {
          this.ranges = ranges;
        }
      },
    );
    renderPlayer();
    openTool();
    start();
    const passage = document.querySelector('[data-mark-target="P1"] p')!;
    expect(passage).toHaveAttribute('data-read-aloud');
    expect(highlights.get('player-read-aloud')!.ranges.map(String)).toEqual([PASSAGE]);
    act(() => speech.boundary(PASSAGE.indexOf('Libraries'), 'Libraries'.length));
    expect(highlights.get('player-read-aloud-word')!.ranges.map(String)).toEqual(['Libraries']);
    // a browser that sends no length: the word runs to the next space
    act(() => speech.boundary(PASSAGE.indexOf('lend')));
    expect(highlights.get('player-read-aloud-word')!.ranges.map(String)).toEqual(['lend']);
    finish();
    expect(passage).not.toHaveAttribute('data-read-aloud');
    expect(document.querySelector('[data-mark-target="item"] p')).toHaveAttribute('data-read-aloud');
  });

  it('applies a new rate from the next utterance on, and remembers it for the session', () => {
    renderPlayer();
    openTool();
    start();
    fireEvent.click(screen.getByRole('button', { name: '1.5×' }));
    expect(screen.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
    finish();
    expect(speech.spoken.map((u) => u.rate)).toEqual([1, 1.5]);
    expect(JSON.parse(localStorage.getItem('player.tools.7')!).readAloud).toEqual({ open: true, rate: 1.5 });
  });

  it('pauses, resumes, steps between parts and stops', () => {
    renderPlayer();
    openTool();
    start();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(speech.synth.paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(speech.synth.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next part' }));
    expect(speech.current()?.text).toBe('Which is true?');
    fireEvent.click(screen.getByRole('button', { name: 'Previous part' }));
    expect(speech.current()?.text).toBe(PASSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(speech.current()).toBeNull();
    expect(document.querySelector('[data-read-aloud]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeDisabled();
  });

  it('every control is a button in the tab order; Escape closes the tool, stops it and returns focus', () => {
    renderPlayer();
    openTool();
    const controls = screen.getByRole('group', { name: 'Read aloud controls' });
    const buttons = within(controls).getAllByRole('button');
    expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Start reading',
      'Stop reading',
      'Previous part',
      'Next part',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
    ]);
    expect(buttons.every((b) => b.tagName === 'BUTTON' && b.tabIndex === 0)).toBe(true);
    start();
    fireEvent.keyDown(buttons[0], { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Read aloud controls' })).toBeNull();
    expect(speech.current()).toBeNull();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stops when the question changes and when the player goes away', () => {
    const view = renderPlayer(question(0), question(1));
    openTool();
    start();
    expect(speech.current()).not.toBeNull();
    const cancels = speech.synth.cancels;
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Which is false?')).toBeInTheDocument();
    expect(speech.synth.cancels).toBeGreaterThan(cancels);
    expect(speech.current()).toBeNull();
    expect(document.querySelector('[data-read-aloud]')).toBeNull();
    view.unmount();
  });

  it('stops on unmount and says nothing more', () => {
    const view = renderPlayer();
    openTool();
    start();
    view.unmount();
    expect(speech.current()).toBeNull();
    finish();
    expect(speech.spoken).toHaveLength(1);
  });

  it('is off with its reason where the package forbids reading the question aloud', () => {
    renderPlayer(question(0, { readAloud: false }));
    openTool();
    expect(screen.getByText(/Read aloud is off for this question/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeDisabled();
  });

  it('says so where the browser cannot speak', () => {
    uninstallFakeSpeech();
    renderPlayer();
    openTool();
    expect(screen.getByText(/this browser cannot speak text/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeDisabled();
  });

  it('says so while the device has no voice, and reads once one arrives', () => {
    uninstallFakeSpeech();
    speech = installFakeSpeech([]);
    renderPlayer();
    openTool();
    expect(screen.getByText(/no voice is installed on this device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeDisabled();
    act(() => speech.setVoices([{ lang: 'en-US', name: 'American English' }]));
    start();
    expect(speech.current()?.text).toBe(PASSAGE);
  });

  it('reads a Russian item with a Russian voice', () => {
    renderPlayer(question(0, {}, 'ru'));
    openTool();
    start();
    expect(speech.current()).toMatchObject({ lang: 'ru-RU', voice: { name: 'Russian' } });
  });

  describe('in Russian', () => {
    beforeEach(async () => {
      await i18n.changeLanguage('ru');
    });
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('labels every control in Russian and reads an item of no stated language in the interface language', () => {
      renderPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Чтение вслух' }));
      const controls = screen.getByRole('group', { name: 'Управление чтением вслух' });
      expect(within(controls).getByRole('group', { name: 'Скорость чтения' })).toBeInTheDocument();
      expect(within(controls).getByRole('button', { name: '0,75×' })).toBeInTheDocument();
      for (const name of ['Остановить чтение', 'Предыдущая часть', 'Следующая часть'])
        expect(within(controls).getByRole('button', { name })).toBeInTheDocument();
      fireEvent.click(within(controls).getByRole('button', { name: 'Начать чтение' }));
      expect(speech.current()).toMatchObject({ lang: 'ru-RU', voice: { name: 'Russian' } });
      expect(within(controls).getByText('Часть 1 из 5')).toBeInTheDocument();
    });
  });
});
