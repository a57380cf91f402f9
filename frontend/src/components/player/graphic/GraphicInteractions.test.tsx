import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { interaction, item, renderItem } from '../testing';

const board = { src: 'items/board.svg', width: 200, height: 100, alt: 'A board' };
const spot = (identifier: string, shape: 'circle' | 'rect' | 'poly' | 'ellipse', coords: number[], label?: string) => ({
  identifier,
  content: [],
  shape,
  coords,
  ...(label ? { label } : {}),
});

const press = (el: Element, key: string, extra: object = {}) => fireEvent.keyDown(el, { key, ...extra });

describe('hotspot interaction', () => {
  const single = interaction({
    interaction: 'hotspot',
    prompt: ['Pick the dot'],
    object: board,
    choices: [spot('H1', 'circle', [50, 50, 20], 'Left dot'), spot('H2', 'rect', [120, 20, 180, 80])],
  });

  it('names each area by its label or its number, and selects by Space and the arrow keys', () => {
    const { last } = renderItem(item([single]));
    const group = screen.getByRole('radiogroup', { name: 'Pick the dot' });
    const [left, second] = within(group).getAllByRole('radio');
    expect(left).toHaveAccessibleName('Left dot');
    expect(second).toHaveAccessibleName('Area 2');
    expect(left).toHaveAttribute('tabindex', '0');
    press(left, ' ');
    expect(last()).toBe('H1');
    expect(left).toHaveAttribute('aria-checked', 'true');
    press(left, 'ArrowRight');
    expect(second).toHaveFocus();
    expect(last()).toBe('H2');
    expect(screen.getByRole('img', { name: 'A board' })).toHaveAttribute('src', '/media/items/board.svg');
  });

  it('takes several areas up to maxChoices, by Enter', () => {
    const node = { ...single, cardinality: 'multiple' as const, maxChoices: 1 };
    const { last } = renderItem(item([node]));
    const [left, second] = screen.getAllByRole('checkbox');
    press(left, 'Enter');
    expect(last()).toEqual(['H1']);
    press(second, 'Enter');
    expect(second).toHaveAttribute('aria-disabled', 'true');
    expect(last()).toEqual(['H1']);
    press(left, 'Enter');
    expect(last()).toBeNull();
  });

  it('takes one area of a multiple response without maxChoices, as QTI defaults, and any number with 0', () => {
    const one = renderItem(item([{ ...single, cardinality: 'multiple' as const }]));
    expect(screen.getByText(/^Select 1 area of the picture/)).toBeInTheDocument();
    one.unmount();
    const { last } = renderItem(item([{ ...single, cardinality: 'multiple' as const, maxChoices: 0 }]));
    for (const box of screen.getAllByRole('checkbox')) press(box, ' ');
    expect(last()).toEqual(['H1', 'H2']);
  });

  it('numbers the areas of a graphic order as they are selected and takes one out when selected again', () => {
    const node = interaction({
      interaction: 'graphicOrder',
      cardinality: 'ordered',
      object: board,
      choices: [
        spot('A', 'circle', [20, 20, 10], 'Depot'),
        spot('B', 'ellipse', [100, 50, 20, 10], 'Market'),
        spot('C', 'poly', [150, 0, 190, 0, 170, 40], 'Park'),
      ],
    });
    const { last } = renderItem(item([node]));
    const [depot, market, park] = screen.getAllByRole('checkbox');
    press(market, ' ');
    press(depot, ' ');
    press(park, ' ');
    expect(last()).toEqual(['B', 'A', 'C']);
    expect(depot).toHaveAccessibleName('Depot, number 2');
    press(market, ' ');
    expect(last()).toEqual(['A', 'C']);
    expect(park).toHaveAccessibleName('Park, number 2');
  });

  it('in review shows the answer with marks and the correct one in words', () => {
    renderItem(item([single]), { response: { RESPONSE: 'H2' }, readOnly: true, correctResponse: { RESPONSE: ['H1'] } });
    expect(screen.getByRole('list', { name: 'Your answer' })).toHaveTextContent('Area 2');
    expect(screen.getByText('Correct answer: Left dot')).toBeInTheDocument();
    press(screen.getAllByRole('radio')[0], ' ');
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'false');
  });
});

describe('select point and position object', () => {
  const select = interaction({ interaction: 'selectPoint', baseType: 'point', object: board, prompt: ['Mark the middle'] });

  it('moves a visible cursor with the arrow keys and places the point with Enter, in the picture’s own pixels', () => {
    const { last, container } = renderItem(item([select]));
    const area = screen.getByRole('application', { name: 'Picture to place points on' });
    fireEvent.focus(area);
    // a 200 × 100 picture moves 4 px a step, 20 with Shift, from its centre
    press(area, 'ArrowRight');
    press(area, 'ArrowRight');
    press(area, 'ArrowUp', { shiftKey: true });
    expect(container.querySelector('[data-cursor]')).toHaveAttribute('data-cursor', '108 30');
    press(area, 'Enter');
    expect(last()).toBe('108 30');
    expect(screen.getByRole('list', { name: 'Your answer' })).toHaveTextContent('Point 1: 108, 30');
    press(area, 'ArrowLeft');
    press(area, ' ');
    expect(last()).toBe('104 30');
    press(area, 'Delete');
    expect(last()).toBeNull();
  });

  it('takes a click in the picture’s own pixels however it is scaled', () => {
    const { last } = renderItem(item([select]));
    const area = screen.getByRole('application');
    // drawn at 400 × 200, twice the picture's size, 10 px from the left and 20 from the top
    area.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 200, right: 410, bottom: 220, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(area, { clientX: 210, clientY: 120 });
    expect(last()).toBe('100 50');
    fireEvent.click(area, { clientX: 409, clientY: 21 });
    expect(last()).toBe('200 1');
  });

  it('keeps the cursor on the picture and stops at maxChoices points', () => {
    const node = { ...select, cardinality: 'multiple' as const, maxChoices: 2 };
    const { last } = renderItem(item([node]));
    const area = screen.getByRole('application');
    for (let i = 0; i < 10; i++) press(area, 'ArrowLeft', { shiftKey: true });
    press(area, 'Enter');
    press(area, 'ArrowDown');
    press(area, 'Enter');
    press(area, 'ArrowDown');
    press(area, 'Enter');
    expect(last()).toEqual(['0 50', '0 54']);
    expect(screen.getByText('No more points: at most 2 can be placed. Remove one first.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove point 1' }));
    expect(last()).toEqual(['0 54']);
  });

  it('places an object on its stage by keyboard', () => {
    const node = interaction({
      interaction: 'positionObject',
      baseType: 'point',
      stage: board,
      object: { src: 'items/pin.svg', width: 20, height: 20, alt: 'Pin' },
    });
    const { last } = renderItem(item([node]));
    const stage = screen.getByRole('application', { name: 'Picture to place Pin on' });
    press(stage, 'ArrowDown');
    press(stage, 'Enter');
    expect(last()).toBe('100 54');
  });
});

describe('graphic associate', () => {
  const node = interaction({
    interaction: 'graphicAssociate',
    cardinality: 'multiple',
    baseType: 'pair',
    maxAssociations: 2,
    object: board,
    choices: [
      spot('P', 'circle', [20, 20, 10], 'Town'),
      spot('Q', 'circle', [80, 20, 10], 'Harbour'),
      { ...spot('R', 'rect', [100, 0, 150, 50], 'Hill'), matchMax: 1 },
    ],
  });

  it('links two areas selected one after the other, and unlinks them the same way or by Remove', () => {
    const { last } = renderItem(item([node]));
    const [town, harbour, hill] = screen.getAllByRole('button', { name: /Town|Harbour|Hill/ });
    press(town, ' ');
    expect(town).toHaveAttribute('aria-pressed', 'true');
    press(harbour, 'Enter');
    expect(last()).toEqual(['P Q']);
    expect(town).toHaveAccessibleName('Town, 1 link');
    press(hill, ' ');
    press(town, ' ');
    expect(last()).toEqual(['P Q', 'R P']);
    // the hill allows one link only
    press(hill, ' ');
    press(harbour, ' ');
    expect(last()).toEqual(['P Q', 'R P']);
    press(harbour, ' ');
    press(town, ' ');
    expect(last()).toEqual(['R P']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove link Hill – Town' }));
    expect(last()).toBeNull();
  });

  it('in review marks each link and gives the correct links only when the answer differs', () => {
    const review = (response: string[]) =>
      renderItem(item([node]), { response: { RESPONSE: response }, readOnly: true, correctResponse: { RESPONSE: ['P Q'] } });
    const right = review(['Q P']);
    expect(screen.getByRole('list', { name: 'Your links' })).toHaveTextContent('Harbour – TownYour answer, correct');
    expect(screen.queryByText(/^Correct answer/)).toBeNull();
    right.unmount();
    review(['P R']);
    expect(screen.getByRole('list', { name: 'Your links' })).toHaveTextContent('Town – HillYour answer, incorrect');
    expect(screen.getByText('Correct answer: Town – Harbour')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('graphic gap match', () => {
  const node = interaction({
    interaction: 'graphicGapMatch',
    cardinality: 'multiple',
    baseType: 'directedPair',
    object: board,
    choices: [
      { identifier: 'SUN', content: [], object: { src: 'items/sun.svg', width: 20, height: 20, alt: 'Sun' }, label: 'Sun', matchMax: 1 },
      { identifier: 'WORD', content: ['Wave'] },
    ],
    targets: [spot('SKY', 'rect', [0, 0, 100, 50], 'Sky frame'), spot('SEA', 'rect', [0, 50, 100, 100])],
  });

  it('places a picked picture on an area by keyboard, moves it when placed again and takes it back', () => {
    const { last } = renderItem(item([node]));
    const bank = screen.getByRole('group', { name: 'Pictures and words to place' });
    const sun = within(bank).getByRole('button', { name: 'Sun' });
    fireEvent.click(sun);
    expect(sun).toHaveAttribute('aria-pressed', 'true');
    const sky = screen.getByRole('button', { name: 'Sky frame: empty' });
    press(sky, 'Enter');
    expect(last()).toEqual(['SUN SKY']);
    expect(sky).toHaveAccessibleName('Sky frame: Sun');
    fireEvent.click(within(bank).getByRole('button', { name: 'Sun' }));
    press(screen.getByRole('button', { name: 'Area 2: empty' }), ' ');
    expect(last()).toEqual(['SUN SEA']);
    fireEvent.click(within(bank).getByRole('button', { name: 'Wave' }));
    press(screen.getByRole('button', { name: 'Area 2: Sun' }), ' ');
    expect(last()).toEqual(['WORD SEA']);
    press(screen.getByRole('button', { name: 'Area 2: Wave' }), ' ');
    expect(last()).toBeNull();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      renderItem(item([node]));
      expect(screen.getByRole('button', { name: 'Sky frame: пусто' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Область 2: пусто' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
