import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { interaction, item, renderItem } from '../testing';
import { PALETTE } from './palette';
import { decodePng, encodePng } from './png';
import { Raster } from './raster';

const node = interaction({
  interaction: 'drawing',
  baseType: 'file',
  prompt: ['Draw the river'],
  object: { src: 'items/map.png', width: 40, height: 30, alt: 'A map' },
});

function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

function storage(saved: Record<string, Uint8Array> = {}) {
  const uploads: File[] = [];
  const upload = vi.fn(async (_id: string, file: File) => {
    uploads.push(file);
    const fileId = `f-${uploads.length}`;
    saved[fileId] = await bytesOf(file);
    return { fileId, name: file.name };
  });
  return { files: { upload, url: (id: string) => `/files/${id}` }, uploads, saved };
}

describe('drawing interaction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws by keyboard alone and hands in a PNG with the ink, answering its file id', async () => {
    const { files, uploads } = storage();
    const { last } = renderItem(item([node]), { files });
    const area = screen.getByRole('application', { name: /Drawing area over the picture: A map\. Nothing drawn yet/ });
    expect(area).toHaveAccessibleDescription(/arrow keys/);
    act(() => area.focus());
    fireEvent.keyDown(area, { key: ' ' });
    expect(screen.getByText('Pen down: moving draws.')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: ' ' });
    expect(screen.getByText('Pen up: moving does not draw.')).toBeInTheDocument();
    await waitFor(() => expect(last()).toBe('f-1'));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ name: 'drawing.png', type: 'image/png' });
    const pixels = decodePng(await bytesOf(uploads[0]), 40, 30, PALETTE.length);
    // a black line from the middle (20, 15) five steps of one pixel to the right
    expect(pixels).toBeDefined();
    expect(pixels![15 * 40 + 20]).toBe(1);
    expect(pixels![15 * 40 + 25]).toBe(1);
    expect(pixels![2 * 40 + 2]).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Drawing saved.');
    expect(screen.getByRole('link', { name: 'Download your drawing' })).toHaveAttribute('href', '/files/f-1');
  });

  it('hands the drawing in at once on leaving the picture, and lets the player wait for it', async () => {
    const hold = vi.fn<(work: Promise<unknown>) => void>();
    const { files, uploads } = storage();
    const { last } = renderItem(item([node]), { files: { ...files, hold } });
    const area = screen.getByRole('application');
    act(() => area.focus());
    fireEvent.keyDown(area, { key: ' ' });
    fireEvent.keyDown(area, { key: 'ArrowUp' });
    act(() => area.blur());
    const work = hold.mock.calls.at(-1)?.[0];
    expect(work).toBeInstanceOf(Promise);
    await act(async () => {
      await work;
    });
    // once the held work is done the answer names the stored drawing, long before the save delay
    expect(uploads).toHaveLength(1);
    expect(last()).toBe('f-1');
  });

  it('undoes and clears; a cleared drawing is no answer', async () => {
    const { files } = storage();
    const { last } = renderItem(item([node]), { files });
    const area = screen.getByRole('application');
    fireEvent.click(screen.getByRole('button', { name: 'Red ink' }));
    expect(screen.getByRole('button', { name: 'Red ink' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(area, { key: ' ' });
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Last change undone.')).toBeInTheDocument();
    await waitFor(() => expect(last()).toMatch(/^f-/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(last()).toBeNull());
  });

  it('shows a resumed drawing read back from its stored file, and keeps drawing on it', async () => {
    const saved = new Raster(40, 30);
    saved.line([2, 2], [10, 2], 1, 3);
    const png = encodePng(40, 30, saved.pixels, PALETTE);
    const fetchMock = vi.fn(async () => new Response(png, { headers: { 'content-type': 'image/png' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { files, uploads } = storage();
    renderItem(item([node]), { files, response: { RESPONSE: 'f-saved' } });
    expect(fetchMock).toHaveBeenCalledWith('/files/f-saved', expect.anything());
    await waitFor(() => expect(document.querySelector('image[data-drawing]')).not.toBeNull());
    const area = screen.getByRole('application', { name: /Your drawing is on it/ });
    fireEvent.keyDown(area, { key: ' ' });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const pixels = decodePng(await bytesOf(uploads[0]), 40, 30, PALETTE.length)!;
    expect(pixels[2 * 40 + 5]).toBe(3);
    expect(pixels[15 * 40 + 20]).toBe(1);
  });

  it('draws on a big picture at most 1600 pixels a side, so the PNG stays small', async () => {
    const { files, uploads } = storage();
    const big = interaction({ interaction: 'drawing', baseType: 'file', object: { src: 'items/plan.png', width: 3200, height: 2000, alt: 'A plan' } });
    renderItem(item([big]), { files });
    const area = screen.getByRole('application');
    fireEvent.keyDown(area, { key: ' ' });
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    fireEvent.keyDown(area, { key: ' ' });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const pixels = decodePng(await bytesOf(uploads[0]), 1600, 1000, PALETTE.length);
    expect(pixels?.[500 * 1600 + 800]).toBe(1);
    expect(uploads[0].size).toBeLessThan(2 * 1024 * 1024);
  });

  it('in review shows the drawing without tools, and in Russian labels the tools', async () => {
    renderItem(item([node]), { readOnly: true, files: storage().files });
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.getByText('Nothing drawn.')).toBeInTheDocument();
    await i18n.changeLanguage('ru');
    try {
      renderItem(item([node]), { files: storage().files });
      expect(screen.getByRole('button', { name: 'Очистить' })).toBeInTheDocument();
      expect(screen.getByRole('application', { name: /Область рисования поверх картинки/ })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
