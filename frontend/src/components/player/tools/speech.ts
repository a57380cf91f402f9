/** The browser's speech synthesis, where it has one, and the voice for a language. */

type SpeechWindow = Window & Partial<Pick<typeof globalThis, 'speechSynthesis' | 'SpeechSynthesisUtterance'>>;

export interface Speech {
  synth: SpeechSynthesis;
  utter(text: string): SpeechSynthesisUtterance;
}

export function browserSpeech(win: SpeechWindow = window): Speech | null {
  const { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance } = win;
  return synth && typeof Utterance === 'function' ? { synth, utter: (text) => new Utterance(text) } : null;
}

/** A bare language takes the region its voices are most often made for: en → en-US, ru → ru-RU. */
const REGION: Record<string, string> = { en: 'en-US', ru: 'ru-RU' };

export function speechLang(lang: string): string {
  const tag = lang.trim().replace(/_/g, '-');
  return REGION[tag.toLowerCase()] ?? tag;
}

const norm = (lang: string) => lang.replace(/_/g, '-').toLowerCase();

/** A voice of exactly that language, else one of its other regions; null when the device has none. */
export function voiceFor(voices: SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | null {
  const want = norm(lang);
  const base = want.split('-')[0];
  return voices.find((v) => norm(v.lang) === want) ?? voices.find((v) => norm(v.lang).split('-')[0] === base) ?? null;
}
