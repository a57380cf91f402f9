import type { Choice } from '../types';

export interface Size {
  width: number;
  height: number;
}

/** Where a hotspot's number, mark or placed picture goes: the middle of its shape. */
export function centreOf(choice: Pick<Choice, 'shape' | 'coords'>, size: Size): [number, number] {
  const c = choice.coords ?? [];
  switch (choice.shape) {
    case 'circle':
    case 'ellipse':
      return [c[0], c[1]];
    case 'rect':
      return [(c[0] + c[2]) / 2, (c[1] + c[3]) / 2];
    case 'poly': {
      const xs = c.filter((_, i) => i % 2 === 0);
      const ys = c.filter((_, i) => i % 2 === 1);
      return [xs.reduce((a, b) => a + b, 0) / xs.length, ys.reduce((a, b) => a + b, 0) / ys.length];
    }
    default:
      return [size.width / 2, size.height / 2];
  }
}

/** A point in the picture's own pixels from a pointer position over it, however it is scaled. */
export function toImagePoint(clientX: number, clientY: number, box: DOMRect, size: Size): [number, number] {
  if (box.width === 0 || box.height === 0) return [0, 0];
  const x = Math.round(((clientX - box.left) * size.width) / box.width);
  const y = Math.round(((clientY - box.top) * size.height) / box.height);
  return [clamp(x, 0, size.width), clamp(y, 0, size.height)];
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** QTI point values are "x y" in whole pixels of the picture. */
export function pointValue([x, y]: [number, number]): string {
  return `${Math.round(x)} ${Math.round(y)}`;
}

export function parsePoint(value: string): [number, number] | undefined {
  const m = /^\s*(-?\d+)\s+(-?\d+)\s*$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/** One keyboard step: a 50th of the picture, five times that with Shift; at least one pixel. */
export function stepFor(size: Size, coarse: boolean): number {
  const step = Math.max(1, Math.round(Math.max(size.width, size.height) / 50));
  return coarse ? step * 5 : step;
}

export const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
