// WebVTT for the narration: one cue per spoken sentence, in the language asked for.
const pad = (n, width = 2) => String(n).padStart(width, '0');

export function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor(ms / 60000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function cueText(cue, lang) {
  const text = cue.text[lang];
  if (!text) throw new Error(`missing ${lang} caption for: ${cue.text.en}`);
  return { start: cue.start, end: cue.end, text };
}

export function writeVtt(cues) {
  const body = cues.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${escape(c.text)}\n`);
  return `WEBVTT\n\n${body.join('\n')}`;
}
