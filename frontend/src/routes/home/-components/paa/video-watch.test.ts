import { describe, expect, it } from 'vitest';
import { allowedRate, isWatched, knownDuration, playedSeconds } from './video-watch';

describe('playedSeconds', () => {
  it('adds separate ranges and counts overlaps once', () => {
    expect(
      playedSeconds([
        [0, 10],
        [20, 25],
      ]),
    ).toBe(15);
    expect(
      playedSeconds([
        [5, 15],
        [0, 10],
      ]),
    ).toBe(15);
    expect(
      playedSeconds([
        [0, 30],
        [10, 20],
      ]),
    ).toBe(30);
    expect(playedSeconds([])).toBe(0);
  });
});

describe('isWatched', () => {
  it('counts a video played from start to end', () => {
    expect(isWatched({ ranges: [[0, 40]], duration: 40, ended: true, watching: 40 })).toBe(true);
  });

  it('forgives a skipped moment up to 5 %', () => {
    expect(
      isWatched({
        ranges: [
          [0, 20],
          [22, 40],
        ],
        duration: 40,
        ended: true,
        watching: 40,
      }),
    ).toBe(true);
    expect(
      isWatched({
        ranges: [
          [0, 20],
          [22.5, 40],
        ],
        duration: 40,
        ended: true,
        watching: 40,
      }),
    ).toBe(false);
  });

  it('gives no credit for seeking to the end', () => {
    expect(
      isWatched({
        ranges: [
          [0, 3],
          [38, 40],
        ],
        duration: 40,
        ended: true,
        watching: 40,
      }),
    ).toBe(false);
  });

  it('needs the video to have reached its end', () => {
    expect(isWatched({ ranges: [[0, 39.5]], duration: 40, ended: false, watching: 40 })).toBe(false);
  });

  it('gives no credit for a video run through faster than twice its speed', () => {
    // 40 s at 8× takes 5 s by the clock; at 2×, 20 s
    expect(isWatched({ ranges: [[0, 40]], duration: 40, ended: true, watching: 5 })).toBe(false);
    expect(isWatched({ ranges: [[0, 40]], duration: 40, ended: true, watching: 19 })).toBe(true);
    expect(isWatched({ ranges: [[0, 40]], duration: 40, ended: true, watching: 18 })).toBe(false);
  });

  it('is never watched while the length is unknown', () => {
    expect(isWatched({ ranges: [[0, 40]], duration: Number.NaN, ended: true, watching: 40 })).toBe(false);
    expect(isWatched({ ranges: [[0, 40]], duration: Number.POSITIVE_INFINITY, ended: true, watching: 40 })).toBe(false);
  });
});

describe('knownDuration', () => {
  it('uses the duration when the file states it, else the end position once it ended', () => {
    expect(knownDuration({ duration: 40, currentTime: 12, ended: false })).toBe(40);
    expect(knownDuration({ duration: Number.POSITIVE_INFINITY, currentTime: 38, ended: true })).toBe(38);
    expect(knownDuration({ duration: Number.POSITIVE_INFINITY, currentTime: 12, ended: false })).toBeNaN();
  });
});

describe('allowedRate', () => {
  it('lets a video play slower or up to twice as fast, never faster', () => {
    expect(allowedRate(0.5)).toBe(0.5);
    expect(allowedRate(2)).toBe(2);
    expect(allowedRate(8)).toBe(2);
  });
});
