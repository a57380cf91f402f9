import type { AreaMapEntry } from '../types';
import { ScoringError } from './errors';

const COORD_COUNT: Record<Exclude<AreaMapEntry['shape'], 'poly'>, number> = { circle: 3, rect: 4, ellipse: 4, default: 0 };

function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  const cross = (x - x1) * (y2 - y1) - (y - y1) * (x2 - x1);
  return cross === 0 && x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
}

/** Even-odd rule; a point on an edge is inside, as it is for the other shapes' borders. */
function insidePolygon(x: number, y: number, coords: number[]): boolean {
  let inside = false;
  const n = coords.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi, xj, yj] = [coords[2 * i], coords[2 * i + 1], coords[2 * j], coords[2 * j + 1]];
    if (onSegment(x, y, xi, yi, xj, yj)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether an area of an areaMapping (HTML image-map coordinates) contains the point x y. */
export function containsPoint(area: AreaMapEntry, x: number, y: number, identifier: string): boolean {
  const c = area.coords;
  const badCoords = area.shape === 'poly' ? c.length < 6 || c.length % 2 !== 0 : c.length < COORD_COUNT[area.shape] || c.some((n) => !Number.isFinite(n));
  if (badCoords) throw new ScoringError(`${identifier}: the ${area.shape} area has invalid coordinates "${c.join(',')}"`, identifier);
  switch (area.shape) {
    case 'default':
      return true;
    case 'circle':
      return (x - c[0]) ** 2 + (y - c[1]) ** 2 <= c[2] ** 2;
    case 'rect':
      return x >= Math.min(c[0], c[2]) && x <= Math.max(c[0], c[2]) && y >= Math.min(c[1], c[3]) && y <= Math.max(c[1], c[3]);
    case 'ellipse':
      return ((x - c[0]) / c[2]) ** 2 + ((y - c[1]) / c[3]) ** 2 <= 1;
    case 'poly':
      return insidePolygon(x, y, c);
  }
}
