/**
 * A palette PNG of a drawing, written and read here without a canvas so it is the same in every
 * browser and in tests. Pixel values are palette indexes; 0 is transparent, so the file lays
 * exactly over the item's picture. Image data goes in stored (uncompressed) deflate blocks: a
 * drawing is small and the server limits a file to 10 MB anyway.
 */

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class Writer {
  private parts: Uint8Array[] = [];
  bytes(b: ArrayLike<number>) {
    this.parts.push(Uint8Array.from(b));
  }
  u32(n: number) {
    this.bytes([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
  }
  chunk(type: string, data: Uint8Array) {
    const typed = new Uint8Array(4 + data.length);
    for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i);
    typed.set(data, 4);
    this.u32(data.length);
    this.parts.push(typed);
    this.u32(crc32(typed));
  }
  done(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** Encodes `pixels` (one palette index per pixel, rows top to bottom) with `palette` as [r, g, b] after the transparent 0. */
export function encodePng(width: number, height: number, pixels: Uint8Array, palette: [number, number, number][]): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const z = new Writer();
  z.bytes([0x78, 0x01]);
  for (let at = 0; at < raw.length; at += 65535) {
    const block = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    z.bytes([last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255]);
    z.bytes(block);
  }
  z.u32(adler32(raw));
  const header = new Writer();
  header.u32(width);
  header.u32(height);
  header.bytes([8, 3, 0, 0, 0]);
  const png = new Writer();
  png.bytes(SIGNATURE);
  png.chunk('IHDR', header.done());
  png.chunk('PLTE', Uint8Array.from([0, 0, 0, ...palette.flat()]));
  png.chunk('tRNS', Uint8Array.from([0, ...palette.map(() => 255)]));
  png.chunk('IDAT', z.done());
  png.chunk('IEND', new Uint8Array());
  return png.done();
}

/**
 * Reads back a PNG written by `encodePng` of this size; undefined for any other PNG (another
 * size, compressed data, filters), which the player then shows as a picture under a new drawing.
 */
export function decodePng(bytes: Uint8Array, width: number, height: number, colours: number): Uint8Array | undefined {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR' && (view.getUint32(at + 8) !== width || view.getUint32(at + 12) !== height || data[8] !== 8 || data[9] !== 3 || data[12] !== 0))
      return undefined;
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const z = new Uint8Array(idat.reduce((n, p) => n + p.length, 0));
  idat.reduce((at, p) => (z.set(p, at), at + p.length), 0);
  const raw = new Uint8Array((width + 1) * height);
  let filled = 0;
  for (let at = 2; at < z.length;) {
    const head = z[at];
    if ((head & 6) !== 0) return undefined;
    const length = z[at + 1] | (z[at + 2] << 8);
    if (filled + length > raw.length) return undefined;
    raw.set(z.subarray(at + 5, at + 5 + length), filled);
    filled += length;
    at += 5 + length;
    if (head & 1) break;
  }
  if (filled !== raw.length) return undefined;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width + 1)] !== 0) return undefined;
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return pixels.every((p) => p <= colours) ? pixels : undefined;
}

/** A data URL of the bytes, which the portal's policy allows for images. */
export function pngDataUrl(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}
