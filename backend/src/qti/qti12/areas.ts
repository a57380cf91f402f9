import { coordNumbers } from '../coords';
import { containsPoint } from '../scoring/shapes';

/** An area of a picture in QTI 2's image-map terms. */
export interface Area {
  shape: 'circle' | 'ellipse' | 'rect' | 'poly';
  coords: number[];
}

/**
 * A QTI 1.2 area (`rarea` of a label, `areatype` of varinside) as QTI 2 writes it. QTI 1.2 gives an
 * Ellipse and a Rectangle as x, y, width, height (the ellipse centred on x, y, the rectangle from
 * its top left corner) and a Bounded area as its corners x1, y1, x2, y2...; undefined when the
 * numbers do not describe the shape.
 */
export function areaOf(kind: string | undefined, text: string): Area | undefined {
  const n = coordNumbers(text.trim());
  if (n.some((v) => !Number.isFinite(v))) return undefined;
  switch (kind ?? 'Ellipse') {
    case 'Ellipse': {
      if (n.length !== 4 || n[2] <= 0 || n[3] <= 0) return undefined;
      const [x, y, w, h] = n;
      return w === h ? { shape: 'circle', coords: [x, y, w / 2] } : { shape: 'ellipse', coords: [x, y, w / 2, h / 2] };
    }
    case 'Rectangle': {
      if (n.length !== 4 || n[2] <= 0 || n[3] <= 0) return undefined;
      const [x, y, w, h] = n;
      return { shape: 'rect', coords: [x, y, x + w, y + h] };
    }
    case 'Bounded':
      return n.length >= 6 && n.length % 2 === 0 ? { shape: 'poly', coords: n } : undefined;
    default:
      return undefined;
  }
}

/** A point of whole pixels inside the area (its centre, or a polygon's middle when that is inside), as a candidate would click. */
export function pointInside(area: Area): [number, number] | undefined {
  const c = area.coords;
  let x: number;
  let y: number;
  if (area.shape === 'poly') {
    const xs = c.filter((_, i) => i % 2 === 0);
    const ys = c.filter((_, i) => i % 2 === 1);
    x = xs.reduce((s, v) => s + v, 0) / xs.length;
    y = ys.reduce((s, v) => s + v, 0) / ys.length;
  } else if (area.shape === 'rect') [x, y] = [(c[0] + c[2]) / 2, (c[1] + c[3]) / 2];
  else [x, y] = [c[0], c[1]];
  const point: [number, number] = [Math.round(x), Math.round(y)];
  return containsPoint({ ...area, mappedValue: 0 }, point[0], point[1], 'area') ? point : undefined;
}
