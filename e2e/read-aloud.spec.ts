import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { type Lang, openPlayer, playerText } from './player-helpers';

const ELAR = { categoryId: 2, testName: 'English Language Arts and Reading Skills Practice', mode: 2 as const };

interface Said {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}

declare global {
  interface Window {
    voice: { said: Said[]; saying(): string | null; paused(): boolean; finish(): void; reach(at: number, length: number): void };
  }
}

/**
 * A voice of its own in place of the browser's: headless Chromium has the speech API but no voices,
 * so the journey hears what the player says through this one, and plays the voice's part itself.
 */
async function installVoice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: Said[] = [];
    let current: (SpeechSynthesisUtterance & { [k: string]: unknown }) | null = null;
    const voices = [
      { lang: 'en-US', name: 'Test English', default: true, localService: true, voiceURI: 'test-en' },
      { lang: 'ru-RU', name: 'Test Russian', default: false, localService: true, voiceURI: 'test-ru' },
    ];
    const synth = {
      paused: false,
      getVoices: () => voices,
      speak(u: SpeechSynthesisUtterance) {
        said.push({ text: u.text, lang: u.lang, rate: u.rate, voice: u.voice?.name ?? null });
        current = u as typeof current;
      },
      cancel() {
        const u = current;
        current = null;
        u?.onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
      },
      pause() {
        synth.paused = true;
      },
      resume() {
        synth.paused = false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
    window.voice = {
      said,
      saying: () => current?.text ?? null,
      paused: () => synth.paused,
      finish() {
        const u = current;
        current = null;
        u?.onend?.({} as SpeechSynthesisEvent);
      },
      reach(at, length) {
        current?.onboundary?.({ name: 'word', charIndex: at, charLength: length } as SpeechSynthesisEvent);
      },
    };
  });
}

/** Keyboard only: Tab until the control has focus. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    // any of the elements the locator matches: Tab enters a radio group at one radio
    if (await target.evaluateAll((els) => els.includes(document.activeElement!))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const said = (page: Page) => page.evaluate(() => window.voice.said);
const painted = (page: Page, name: string) => page.evaluate((n) => CSS.highlights.get(n)?.size ?? 0, name);

test.describe('read aloud', () => {
  test.describe.configure({ timeout: 240_000 });

  test('keyboard only: reads the question part by part with its highlight, at the chosen speed, pauses, and stops on closing and on the next question', async ({
    page,
  }) => {
    const lang: Lang = 'en';
    const t = playerText(lang);
    await installVoice(page);
    await openPlayer(page, { lang, width: 1280, height: 800, ...ELAR });

    const toggle = page.getByRole('button', { name: t('tools.readAloud.tool') });
    await press(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controls = page.getByRole('group', { name: t('tools.readAloud.controls') });
    await expect(controls).toBeVisible();
    await expectAccessible(page);

    await press(page, controls.getByRole('button', { name: t('tools.readAloud.play') }));
    await expect.poll(async () => (await said(page)).length).toBe(1);
    const [first] = await said(page);
    expect(first).toMatchObject({ lang: 'en-US', voice: 'Test English', rate: 1 });
    const outlined = page.locator('[data-read-aloud]');
    await expect(outlined).toHaveCount(1);
    expect(await painted(page, 'player-read-aloud')).toBeGreaterThan(0);
    const word = /\S+/.exec(first.text)!;
    await page.evaluate(([at, length]) => window.voice.reach(at, length), [word.index, word[0].length]);
    expect(await painted(page, 'player-read-aloud-word')).toBe(1);
    await expectAccessible(page);

    // a new speed takes effect from the next part on
    const faster = controls.getByRole('button', { name: t('tools.readAloud.rateValue', { rate: '1.25' }) });
    await press(page, faster);
    await expect(faster).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => window.voice.finish());
    await expect.poll(async () => (await said(page)).map((s) => s.rate)).toEqual([1, 1.25]);

    await press(page, controls.getByRole('button', { name: t('tools.readAloud.pause') }));
    expect(await page.evaluate(() => window.voice.paused())).toBe(true);
    await expect(controls.getByRole('button', { name: t('tools.readAloud.resume') })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.voice.paused())).toBe(false);

    // Escape puts the tool away, silences it and gives focus back to its toggle
    await page.keyboard.press('Escape');
    await expect(controls).toHaveCount(0);
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => window.voice.saying())).toBeNull();
    await expect(outlined).toHaveCount(0);

    // reading when the student moves on: the next question starts silent
    await page.keyboard.press('Enter');
    await press(page, controls.getByRole('button', { name: t('tools.readAloud.play') }));
    await expect.poll(() => page.evaluate(() => window.voice.saying())).not.toBeNull();
    // the part is linear: a question is answered before moving on
    await press(page, page.getByRole('radio'), 'Space');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    expect(await page.evaluate(() => window.voice.saying())).not.toBeNull();
    await press(page, page.getByRole('button', { name: t('nav.next'), exact: true }));
    await expect(page.getByRole('heading', { name: t('nav.question', { number: 2 }) })).toBeVisible();
    expect(await page.evaluate(() => window.voice.saying())).toBeNull();
    await expect(outlined).toHaveCount(0);
  });

  test('in Russian, with the browser as it is: the tool opens and either reads or says that no voice is installed', async ({ page }) => {
    const lang: Lang = 'ru';
    const t = playerText(lang);
    await openPlayer(page, { lang, width: 1280, height: 800, ...ELAR });
    await press(page, page.getByRole('button', { name: t('tools.readAloud.tool') }));
    const controls = page.getByRole('group', { name: t('tools.readAloud.controls') });
    await expect(controls).toBeVisible();
    const start = controls.getByRole('button', { name: t('tools.readAloud.play') });
    const voices = await page.evaluate(() => speechSynthesis.getVoices().length);
    if (voices === 0) {
      await expect(controls.getByText(t('tools.readAloud.noVoice'))).toBeVisible();
      await expect(start).toBeDisabled();
    } else await expect(start).toBeEnabled();
    await expectAccessible(page);
  });
});
