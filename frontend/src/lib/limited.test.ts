import { describe, expect, it } from 'vitest';
import { limitedMessage } from './limited';

const answer = (status: number) => new Response(null, { status });

describe('limitedMessage', () => {
  it("shows the server's words for a 429, with the wait it names", () => {
    expect(limitedMessage(answer(429), { message: 'Too many attempts. Please wait 42 seconds and try again.' }, 'fallback')).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
  });

  it('falls back to our own text when the 429 carries no message', () => {
    expect(limitedMessage(answer(429), undefined, 'Too many attempts.')).toBe('Too many attempts.');
    expect(limitedMessage(answer(429), { message: '' }, 'Too many attempts.')).toBe('Too many attempts.');
  });

  it('says nothing for any other answer', () => {
    expect(limitedMessage(answer(200), { message: 'x' }, 'fallback')).toBeUndefined();
    expect(limitedMessage(answer(400), { message: 'x' }, 'fallback')).toBeUndefined();
    expect(limitedMessage(undefined, undefined, 'fallback')).toBeUndefined();
  });
});
