/**
 * A stand-in for the browser's speech synthesis in component tests (jsdom has none): it records
 * what it is asked to say, and the test plays the voice's part (a word reached, an utterance ended).
 */

interface FakeVoice {
  lang: string;
  name: string;
}

type Handler = ((event: Record<string, unknown>) => void) | null;

export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: FakeVoice | null = null;
  onend: Handler = null;
  onerror: Handler = null;
  onboundary: Handler = null;
  constructor(readonly text: string) {}
}

export const VOICES: FakeVoice[] = [
  { lang: 'en-GB', name: 'British English' },
  { lang: 'en-US', name: 'American English' },
  { lang: 'ru-RU', name: 'Russian' },
];

export function installFakeSpeech(initialVoices: FakeVoice[] = VOICES) {
  let voices = initialVoices;
  let current: FakeUtterance | null = null;
  const spoken: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  const synth = {
    paused: false,
    cancels: 0,
    getVoices: () => voices,
    speak(u: FakeUtterance) {
      spoken.push(u);
      current = u;
    },
    // browsers report an utterance cut short as an error
    cancel() {
      synth.cancels += 1;
      const u = current;
      current = null;
      u?.onerror?.({ error: 'interrupted' });
    },
    pause() {
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
    },
    addEventListener: (_type: string, f: () => void) => listeners.add(f),
    removeEventListener: (_type: string, f: () => void) => listeners.delete(f),
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
  return {
    synth,
    spoken,
    /** what the voice is saying now, null when silent */
    current: () => current,
    /** the voice reaches the end of what it is saying */
    finish() {
      const u = current;
      current = null;
      u?.onend?.({});
    },
    /** the voice reaches a word */
    boundary(charIndex: number, charLength?: number) {
      current?.onboundary?.({ name: 'word', charIndex, charLength });
    },
    setVoices(next: FakeVoice[]) {
      voices = next;
      listeners.forEach((f) => f());
    },
  };
}

export function uninstallFakeSpeech(): void {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
}
