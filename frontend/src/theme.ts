import { colorsTuple, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { brand } from './lib/brand';

/** Ten shades around the configured brand colour, darkest last, as Mantine expects. */
function shades(hex: string): MantineColorsTuple {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mix = (t: number) => {
    const c = (v: number) => Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
    return `#${[c(r), c(g), c(b)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  return colorsTuple([0.92, 0.8, 0.64, 0.46, 0.28, 0.12, 0, -0.15, -0.3, -0.45].map(mix));
}

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: shades(brand.primaryColor), accent: shades(brand.accentColor) },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  focusRing: 'always',
  cursorType: 'pointer',
  // Plain objects rather than Modal.extend(...) and the like: those would pull the components'
  // code into the first page, which shows none of them.
  components: {
    // A dialog's header is a <header> element, which outside <main> is a second banner landmark
    // (axe: landmark-no-duplicate-banner); its title and close button need no landmark.
    Modal: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    // A tooltip naming a long address stays on a phone's screen: it wraps, and shifts inside the viewport.
    Tooltip: {
      defaultProps: { multiline: true, maw: 'calc(100vw - 16px)', middlewares: { flip: true, shift: { padding: 8 }, inline: false } },
      styles: { tooltip: { overflowWrap: 'anywhere' } },
    },
  },
});

/** Mantine's default error red and dimmed grey fall below 4.5:1 on white; darker shades keep text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
