import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { choice, interaction, item, renderItem } from './testing';

describe('associate interaction', () => {
  const node = interaction({
    interaction: 'associate',
    cardinality: 'multiple',
    baseType: 'pair',
    maxChoices: 2,
    prompt: ['Join the opposites'],
    choices: [
      choice('HOT', 'hot', { matchMax: 1 }),
      choice('COLD', 'cold', { matchMax: 1 }),
      choice('UP', 'up', { matchMax: 1 }),
      choice('DOWN', 'down', { matchMax: 1 }),
    ],
  });
  const pick = (first: string, second: string) => {
    fireEvent.change(screen.getByRole('combobox', { name: 'First' }), { target: { value: first } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Second' }), { target: { value: second } });
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }));
  };

  it('adds pairs from the two lists, refuses a used choice and a pair of one choice, and removes a pair', () => {
    const { last } = renderItem(item([node]));
    expect(screen.getByText('No pairs yet.')).toBeInTheDocument();
    pick('HOT', 'COLD');
    expect(last()).toEqual(['HOT COLD']);
    // hot is used up (matchMax 1): the pair cannot be added
    fireEvent.change(screen.getByRole('combobox', { name: 'First' }), { target: { value: 'HOT' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Second' }), { target: { value: 'UP' } });
    expect(screen.getByRole('button', { name: 'Add pair' })).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'First' }), { target: { value: 'UP' } });
    expect(screen.getByRole('button', { name: 'Add pair' })).toBeDisabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Second' }), { target: { value: 'DOWN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add pair' }));
    expect(last()).toEqual(['HOT COLD', 'UP DOWN']);
    // two pairs is the most: the lists are disabled and say why
    expect(screen.getByRole('combobox', { name: 'First' })).toBeDisabled();
    expect(screen.getByText(/You have made 2 pairs, the most allowed/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove pair hot – cold' }));
    expect(last()).toEqual(['UP DOWN']);
    const pairs = screen.getByRole('list', { name: 'Your pairs' });
    expect(
      within(pairs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['up – down']);
  });

  it('in review marks a pair right whichever way round it was made, and shows the pairs missed', () => {
    renderItem(item([node]), { response: { RESPONSE: ['COLD HOT', 'UP COLD'] }, readOnly: true, correctResponse: { RESPONSE: ['HOT COLD', 'UP DOWN'] } });
    expect(screen.queryByRole('button')).toBeNull();
    const [first, second, missed] = within(screen.getByRole('list', { name: 'Your pairs' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('cold – hotYour answer, correct');
    expect(second).toHaveTextContent('Your answer, incorrect');
    expect(missed).toHaveTextContent('up – downCorrect answer');
  });

  it('answers a single pair as one value', () => {
    const { last } = renderItem(item([{ ...node, cardinality: 'single' }]));
    pick('DOWN', 'UP');
    expect(last()).toBe('DOWN UP');
  });
});

describe('slider interaction', () => {
  const node = interaction({
    interaction: 'slider',
    baseType: 'integer',
    prompt: ['Six hours as a percentage of a day'],
    slider: { lowerBound: 0, upperBound: 100, step: 5, stepLabel: true },
  });

  it('is unanswered until moved; arrow keys move one step and answer the value', () => {
    const { last } = renderItem(item([node]));
    const thumb = screen.getByRole('slider', { name: 'Six hours as a percentage of a day' });
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText(/Not answered yet/)).toBeInTheDocument();
    expect(last()).toBeUndefined();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(last()).toBe('10');
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(last()).toBe('100');
    expect(screen.getByText('Your answer: 100')).toBeInTheDocument();
  });

  it('can answer the value shown without moving, and shows a saved answer', () => {
    const first = renderItem(item([node]));
    fireEvent.click(screen.getByRole('button', { name: 'Answer 0' }));
    expect(first.last()).toBe('0');
    first.unmount();
    renderItem(item([node]), { response: { RESPONSE: '25' } });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '25');
  });

  it('stands vertical when asked, and its arrow keys still raise and lower the value', () => {
    const { last } = renderItem(item([{ ...node, slider: { lowerBound: 0, upperBound: 100, step: 5, orientation: 'vertical' } }]));
    const thumb = screen.getByRole('slider');
    expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    fireEvent.keyDown(thumb, { key: 'ArrowUp' });
    fireEvent.keyDown(thumb, { key: 'ArrowUp' });
    fireEvent.keyDown(thumb, { key: 'ArrowDown' });
    expect(last()).toBe('5');
  });

  it('reversed, runs from the upper bound, keeps the real value for screen readers and keys', () => {
    const { last } = renderItem(item([{ ...node, slider: { lowerBound: 0, upperBound: 100, step: 5, reverse: true } }]), { response: { RESPONSE: '20' } });
    const thumb = screen.getByRole('slider');
    expect(thumb).toHaveAttribute('aria-valuenow', '20');
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    // the thumb sits a fifth of the way from the end, where the upper bound starts the axis
    expect(thumb.style.getPropertyValue('--slider-thumb-offset')).toBe('80%');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(last()).toBe('25');
    fireEvent.keyDown(thumb, { key: 'Home' });
    expect(last()).toBe('0');
  });

  it('in review gives the correct value when the answer differs', () => {
    renderItem(item([node]), { response: { RESPONSE: '30' }, readOnly: true, correctResponse: { RESPONSE: ['25'] } });
    expect(screen.getByText('Correct answer: 25')).toBeInTheDocument();
  });
});

describe('media interaction', () => {
  const node = interaction({
    interaction: 'media',
    baseType: 'integer',
    prompt: ['Play the recording'],
    media: { autostart: false, minPlays: 1, maxPlays: 2, loop: false },
    content: [{ tag: 'audio', attrs: { src: 'media/tone.wav' }, children: [] }],
  });
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });

  it('counts a play from the start, not a resume, and stops at maxPlays', () => {
    const { last, container } = renderItem(item([node]));
    expect(screen.getByText('Played 0 of 2 times. Play it at least once.')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/media/media/tone.wav');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(last()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(last()).toBe('1');
    fireEvent(container.querySelector('audio')!, new Event('ended'));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(last()).toBe('2');
    fireEvent(container.querySelector('audio')!, new Event('ended'));
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByText('Played 2 of 2 times.')).toBeInTheDocument();
  });
});

describe('media interaction the browser will not play', () => {
  it('counts no play when playing is refused, autostart included', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    const node = interaction({
      interaction: 'media',
      baseType: 'integer',
      media: { autostart: true, minPlays: 0, maxPlays: 0, loop: false },
      content: [{ tag: 'video', attrs: { src: 'media/clip.mp4' }, children: [] }],
    });
    const { last } = renderItem(item([node]));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await Promise.resolve();
    expect(last('RESPONSE')).toBeUndefined();
    expect(screen.getByText('Played 0 times.')).toBeInTheDocument();
  });
});

describe('end attempt interaction', () => {
  it('answers true and ends the attempt', () => {
    const onEndAttempt = vi.fn();
    const { last } = renderItem(
      item([interaction({ interaction: 'endAttempt', baseType: 'boolean', responseIdentifier: 'HINT', title: 'Submit and ask for a hint' })]),
      { onEndAttempt },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit and ask for a hint' }));
    expect(last('HINT')).toBe('true');
    expect(onEndAttempt).toHaveBeenCalledTimes(1);
  });
});

describe('upload interaction', () => {
  const node = interaction({ interaction: 'upload', baseType: 'file', prompt: ['Upload your sketch'], fileTypes: ['application/pdf'] });

  it('hands the chosen file in, answers its id, offers it back and can remove it', async () => {
    const upload = vi.fn(async (_id: string, file: File) => ({ fileId: 'f-1', name: file.name }));
    const files = { upload, url: (id: string) => `/files/${id}` };
    const { last, container } = renderItem(item([node]), { files });
    expect(screen.getByText('One file of at most 10 MB: application/pdf.')).toBeInTheDocument();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/pdf');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'sketch.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Handed in: sketch.pdf')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('RESPONSE', expect.any(File));
    expect(last()).toBe('f-1');
    expect(screen.getByRole('link', { name: 'Download your file' })).toHaveAttribute('href', '/files/f-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(last()).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('says what the server refused, and leaves the answer as it was', async () => {
    const files = { upload: vi.fn(async () => Promise.reject(new Error('The file is larger than 10 MB. Hand in a smaller file.'))), url: (id: string) => id };
    const { last, container } = renderItem(item([node]), { files });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'big.pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(last()).toBeUndefined();
  });

  it('without file storage (a view with no session) says no file can be handed in', () => {
    renderItem(item([node]));
    expect(screen.getByText('Upload your sketch')).toBeInTheDocument();
    expect(screen.getByText(/cannot be done in this view/)).toBeInTheDocument();
  });
});

describe('in Russian', () => {
  // a describe block's hooks run before the setup file's unmount: the items go before their language
  afterEach(() => {
    cleanup();
    return i18n.changeLanguage('en');
  });

  it('labels the controls in Russian, with Russian plurals', async () => {
    await i18n.changeLanguage('ru');
    renderItem(
      item([
        interaction({
          interaction: 'associate',
          cardinality: 'multiple',
          baseType: 'pair',
          maxChoices: 2,
          choices: [choice('A', 'кот'), choice('B', 'котёнок')],
        }),
        interaction({
          interaction: 'media',
          responseIdentifier: 'PLAYS',
          baseType: 'integer',
          media: { autostart: false, minPlays: 2, maxPlays: 0, loop: false },
          content: [{ tag: 'audio', attrs: { src: 'a.wav' }, children: [] }],
        }),
        interaction({ interaction: 'endAttempt', responseIdentifier: 'END', baseType: 'boolean', title: '' }),
      ]),
      { response: { PLAYS: '1' } },
    );
    expect(screen.getByRole('button', { name: 'Добавить пару' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Первый' })).toBeInTheDocument();
    expect(screen.getByText('Воспроизведено 1 раз. Прослушайте хотя бы 2 раза.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Завершить попытку' })).toBeInTheDocument();
  });
});
