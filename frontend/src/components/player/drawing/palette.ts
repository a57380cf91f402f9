/** The inks a candidate may draw with: palette index 1.. of the PNG (0 is no ink). Dark enough to see on any picture. */
export const INKS: { name: 'black' | 'red' | 'blue'; rgb: [number, number, number] }[] = [
  { name: 'black', rgb: [26, 27, 30] },
  { name: 'red', rgb: [201, 42, 42] },
  { name: 'blue', rgb: [24, 100, 171] },
];

export const PALETTE = INKS.map((i) => i.rgb);

export const css = ([r, g, b]: [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

/** The ink nearest a colour of a picture read back through a canvas. */
export function nearestInk(r: number, g: number, b: number): number {
  let best = 0;
  let distance = Infinity;
  PALETTE.forEach(([pr, pg, pb], i) => {
    const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
    if (d < distance) [best, distance] = [i, d];
  });
  return best + 1;
}
