import { useCallback, useEffect, useRef, useState } from 'react';
import { clearReading, paintReading } from './read-aloud-paint';
import { type SpokenPart, spokenParts } from './read-aloud-parts';
import { browserSpeech, speechLang, voiceFor } from './speech';

export type ReadingStatus = 'idle' | 'playing' | 'paused';

/** The device's voices; browsers list them late, so the list follows `voiceschanged`. */
function useVoices(synth: SpeechSynthesis | null): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [synth]);
  return voices;
}

const wordAt = (text: string, start: number, length?: number) => ({
  start,
  end: length ? start + length : start + (/^\S*/.exec(text.slice(start))?.[0].length ?? 0),
});

/**
 * Reads the page's parts one utterance each, in order, highlighting the part and the word.
 * Speech stops when `itemKey` changes and when the component using it goes away, so it never
 * goes on over another question. Each utterance takes the rate as it is when it starts.
 */
export function useReadAloud({ rate, fallbackLang, itemKey }: { rate: number; fallbackLang: string; itemKey: string | null }) {
  const [speech] = useState(() => browserSpeech());
  const synth = speech?.synth ?? null;
  const voices = useVoices(synth);
  const [status, setStatus] = useState<ReadingStatus>('idle');
  const [at, setAt] = useState<{ index: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [empty, setEmpty] = useState(false);
  // a new utterance or a stop makes the older one's late events (end, error, boundary) stale
  const run = useRef({ turn: 0, parts: [] as SpokenPart[], index: -1, utterance: null as SpeechSynthesisUtterance | null });
  const speakNext = useRef<(index: number) => void>(() => {});
  const live = useRef({ rate, fallbackLang, voices });
  live.current = { rate, fallbackLang, voices };

  const stop = useCallback(() => {
    run.current = { turn: run.current.turn + 1, parts: [], index: -1, utterance: null };
    synth?.cancel();
    clearReading();
    setStatus('idle');
    setAt(null);
  }, [synth]);

  const speak = useCallback(
    (index: number) => {
      if (!speech || !synth) return;
      const r = run.current;
      const turn = ++r.turn;
      synth.cancel();
      if (synth.paused) synth.resume();
      const part = r.parts[index];
      if (!part) return stop();
      const { rate: now, fallbackLang: interfaceLang, voices: list } = live.current;
      const utterance = speech.utter(part.text);
      utterance.lang = speechLang(part.lang || interfaceLang);
      const voice = voiceFor(list, utterance.lang);
      if (voice) utterance.voice = voice;
      utterance.rate = now;
      utterance.onboundary = (e) => {
        if (turn === run.current.turn && e.name !== 'sentence') paintReading(part, wordAt(part.text, e.charIndex, e.charLength));
      };
      utterance.onend = () => {
        if (turn === run.current.turn) speakNext.current(index + 1);
      };
      utterance.onerror = (e) => {
        if (turn !== run.current.turn || e.error === 'interrupted' || e.error === 'canceled') return;
        stop();
        setFailed(true);
      };
      r.index = index;
      r.utterance = utterance;
      paintReading(part);
      part.element.scrollIntoView?.({ block: 'nearest' });
      setAt({ index, total: r.parts.length });
      setStatus('playing');
      setFailed(false);
      synth.speak(utterance);
    },
    [speech, synth, stop],
  );
  useEffect(() => {
    speakNext.current = speak;
  }, [speak]);

  /** From the start, or a step from the part being read. */
  const readFrom = useCallback(
    (step: -1 | 0 | 1) => {
      if (!run.current.parts.length) run.current.parts = spokenParts();
      const { parts, index } = run.current;
      setEmpty(parts.length === 0);
      if (!parts.length) return;
      speak(step === 0 ? 0 : Math.max(0, Math.min(parts.length - 1, index + step)));
    },
    [speak],
  );

  const play = useCallback(() => {
    if (status === 'paused' && synth) {
      synth.resume();
      setStatus('playing');
    } else readFrom(0);
  }, [status, synth, readFrom]);

  const pause = useCallback(() => {
    synth?.pause();
    setStatus('paused');
  }, [synth]);

  useEffect(() => stop, [itemKey, stop]);

  return {
    supported: synth !== null,
    voices,
    status,
    at,
    failed,
    empty,
    play,
    pause,
    stop,
    previous: () => readFrom(-1),
    next: () => readFrom(1),
  };
}
