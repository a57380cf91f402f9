/**
 * When a step-2 video counts as watched: it played to its end and the parts actually played
 * cover at least 95 % of it, so seeking to the last seconds earns no credit.
 */
export const WATCHED_SHARE = 0.95;

export type PlayedRange = readonly [start: number, end: number];

/** Seconds covered by the ranges, overlaps counted once. */
export function playedSeconds(ranges: readonly PlayedRange[]): number {
  const sorted = [...ranges].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

export function isWatched(input: { ranges: readonly PlayedRange[]; duration: number; ended: boolean }): boolean {
  const { ranges, duration, ended } = input;
  if (!ended || !Number.isFinite(duration) || duration <= 0) return false;
  return playedSeconds(ranges) >= duration * WATCHED_SHARE;
}

/** The played ranges of a media element as plain pairs. */
export function rangesOf(media: Pick<HTMLMediaElement, 'played'>): PlayedRange[] {
  const { played } = media;
  return Array.from({ length: played.length }, (_, i) => [played.start(i), played.end(i)] as const);
}

/**
 * Some WebM files carry no duration until they have played through (duration Infinity); at the
 * end the position is the length.
 */
export function knownDuration(media: Pick<HTMLMediaElement, 'duration' | 'currentTime' | 'ended'>): number {
  if (Number.isFinite(media.duration) && media.duration > 0) return media.duration;
  return media.ended ? media.currentTime : Number.NaN;
}
