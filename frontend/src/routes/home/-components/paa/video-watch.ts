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

/** The fastest a step-2 video plays (the players' own menus go to 2×): faster is skimming, not watching. */
export const MAX_RATE = 2;

/**
 * `watching` is the time, by the clock, that the video was playing: played ranges alone cannot tell
 * a video watched from one run through at 8× speed.
 */
export function isWatched(input: { ranges: readonly PlayedRange[]; duration: number; ended: boolean; watching: number }): boolean {
  const { ranges, duration, ended, watching } = input;
  if (!ended || !Number.isFinite(duration) || duration <= 0) return false;
  const needed = duration * WATCHED_SHARE;
  return playedSeconds(ranges) >= needed && watching * MAX_RATE >= needed;
}

/** A playback rate the video may take: the one asked for, at most MAX_RATE. */
export const allowedRate = (rate: number): number => Math.min(rate, MAX_RATE);

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
