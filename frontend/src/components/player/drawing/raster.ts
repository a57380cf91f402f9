/** The candidate's ink in the picture's own pixels: a palette index per pixel, 0 where nothing is drawn. */
export class Raster {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    pixels?: Uint8Array,
  ) {
    this.pixels = pixels ? Uint8Array.from(pixels) : new Uint8Array(width * height);
  }

  copy(): Raster {
    return new Raster(this.width, this.height, this.pixels);
  }

  clear(): Raster {
    this.pixels.fill(0);
    return this;
  }

  isEmpty(): boolean {
    return this.pixels.every((p) => p === 0);
  }

  /** A round dab of `value` (0 erases) of radius `r`. */
  private dab(cx: number, cy: number, r: number, value: number) {
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(this.height - 1, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(this.width - 1, Math.ceil(cx + r)); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r + 0.25) this.pixels[y * this.width + x] = value;
      }
    }
  }

  /** A stroke from one point to the next, dabbed every pixel along it. */
  line([x0, y0]: [number, number], [x1, y1]: [number, number], r: number, value: number) {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let i = 0; i <= steps; i++) this.dab(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, r, value);
  }
}
