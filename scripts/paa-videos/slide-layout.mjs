// Where each box and line of text goes on a slide. High contrast (white on navy, near-black on
// white), large DejaVu Sans, and the bottom band left empty because browsers draw captions there.
export const SIZE = { width: 1280, height: 720 };

const NAVY = '0x1B365D';
const INK = '0x111111';
const MARGIN = 56;
const NOTICE = 'Practice material for this portal, not official TSIA2 content';
const TEXT_BOTTOM = 590;

// Advance widths of DejaVu Sans in em, coarse enough to wrap without measuring the font.
function charWidth(ch) {
  if (" .,:;!'|ijlI".includes(ch)) return 0.32;
  if ('frt()-'.includes(ch)) return 0.45;
  if ('mwMW'.includes(ch)) return 1.0;
  if (ch >= 'A' && ch <= 'Z') return 0.74;
  return 0.63;
}

const textWidth = (text, size) => [...text].reduce((sum, ch) => sum + charWidth(ch) * size, 0);

function wrap(text, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export function layoutSlide({ title, heading, points, counter }) {
  const items = [
    { box: { x: 0, y: 0, w: SIZE.width, h: 96, color: NAVY } },
    { text: title, bold: true, size: 40, color: 'white', x: MARGIN, y: 26 },
    { text: counter, size: 30, color: 'white', x: `w-tw-${MARGIN}`, y: 33 },
    { text: NOTICE, size: 24, color: '0x333333', x: MARGIN, y: 112 },
  ];
  let y = 160;
  for (const line of wrap(heading, 56, SIZE.width - 2 * MARGIN)) {
    items.push({ text: line, bold: true, size: 56, color: NAVY, x: MARGIN, y });
    y += 72;
  }
  items.push({ box: { x: MARGIN, y: y + 8, w: 96, h: 6, color: '0xE0A526' } });
  y += 60;
  const size = 42;
  const lineHeight = 58;
  const textX = MARGIN + 48;
  for (const point of points) {
    items.push({ box: { x: MARGIN + 6, y: y + 16, w: 16, h: 16, color: NAVY } });
    for (const line of wrap(point, size, SIZE.width - textX - MARGIN)) {
      items.push({ text: line, size, color: INK, x: textX, y });
      y += lineHeight;
    }
    y += 26;
  }
  if (y - 26 > TEXT_BOTTOM) throw new Error(`slide '${heading}' overflows: shorten its points`);
  return items;
}
