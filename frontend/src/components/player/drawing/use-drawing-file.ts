import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerContextValue } from '../player-context';
import { decodePng, encodePng } from './png';
import { nearestInk, PALETTE } from './palette';
import { Raster } from './raster';

/** Waits this long after the last change before handing the drawing in, so each key press does not upload. */
export const SAVE_DELAY_MS = 700;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Another program's PNG (or one the browser rescaled): read through a canvas, each inked pixel to the nearest ink. */
async function readThroughCanvas(blob: Blob, width: number, height: number): Promise<Uint8Array | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) return undefined;
  g.drawImage(bitmap, 0, 0, width, height);
  const data = g.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) if (data[i * 4 + 3] > 127) pixels[i] = nearestInk(data[i * 4], data[i * 4 + 1], data[i * 4 + 2]);
  return pixels;
}

/**
 * The drawing's stored file: read back the saved one (a resumed session), and hand each new
 * version in through the session's upload endpoint, the response naming the stored file. Changes
 * wait SAVE_DELAY_MS; leaving the item hands in what is pending at once.
 */
export function useDrawingFile(ctx: PlayerContextValue, responseIdentifier: string, width: number, height: number) {
  const [raster, setRaster] = useState<Raster>();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(ctx);
  latest.current = ctx;
  const own = useRef<string | null>(null);
  const pending = useRef<Raster | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  const saved = ctx.response[responseIdentifier];
  const fileId = typeof saved === 'string' && saved !== '' ? saved : null;

  useEffect(() => {
    if (width < 1 || height < 1) return;
    if (!fileId || !ctx.files) {
      setRaster((r) => r ?? new Raster(width, height));
      return;
    }
    if (fileId === own.current) return;
    let live = true;
    void (async () => {
      let pixels: Uint8Array | undefined;
      try {
        const res = await fetch(ctx.files!.url(fileId), { credentials: 'same-origin' });
        if (res.ok) {
          const bytes = new Uint8Array(await res.arrayBuffer());
          pixels = decodePng(bytes, width, height, PALETTE.length) ?? (await readThroughCanvas(new Blob([bytes], { type: 'image/png' }), width, height));
        }
      } catch {
        pixels = undefined;
      }
      if (!live) return;
      own.current = fileId;
      setRaster(new Raster(width, height, pixels));
      if (!pixels) setStatus('failed');
    })();
    return () => {
      live = false;
    };
  }, [fileId, width, height, ctx.files]);

  const store = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    const files = latest.current.files;
    pending.current = null;
    if (!next || !files) return;
    if (next.isEmpty()) {
      own.current = null;
      latest.current.onResponse(responseIdentifier, null);
      return;
    }
    if (mounted.current) setStatus('saving');
    try {
      const png = encodePng(next.width, next.height, next.pixels, PALETTE);
      const stored = await files.upload(responseIdentifier, new File([png], 'drawing.png', { type: 'image/png' }));
      own.current = stored.fileId;
      latest.current.onResponse(responseIdentifier, stored.fileId);
      if (mounted.current) setStatus('saved');
    } catch {
      if (mounted.current) setStatus('failed');
    }
  }, [responseIdentifier]);

  // the player's Check and Next wait for a drawing on its way, so the item is not handed in without it
  const flush = useCallback(() => {
    const work = store();
    latest.current.files?.hold?.(work);
    return work;
  }, [store]);

  const change = useCallback(
    (next: Raster, at = SAVE_DELAY_MS) => {
      setRaster(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), at);
    },
    [flush],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return { raster, change, flush, status, fileId };
}
