// Renders the Pre-Assessment Activity's step-2 videos: narrated slides from videos.json, spoken by
// espeak-ng and encoded by ffmpeg (WebM, VP9 + Opus), with WebVTT captions in en and ru whose cues
// are timed from the synthesised audio itself. Both tools are only needed to regenerate; the outputs
// are committed. Usage: node scripts/paa-videos/make-videos.mjs [file-id ...]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutSlide, SIZE } from './slide-layout.mjs';
import { cueText, writeVtt } from './vtt.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../frontend/public/paa/videos');
const data = JSON.parse(readFileSync(join(HERE, 'videos.json'), 'utf8'));

const FPS = 25;
// Pauses in seconds: before the first sentence, between sentences, at a slide change, at the end.
const PAUSE = { lead: 0.5, sentence: 0.45, slide: 0.8, tail: 1.2 };
const DURATION_LIMITS = [25, 45];

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (res.error?.code === 'ENOENT') throw new Error(`${cmd} is not installed (see scripts/paa-videos/README.md)`);
  if (res.status !== 0) throw new Error(`${cmd} failed (${res.status}):\n${res.stderr}`);
  return res.stdout;
}

function fontFile(pattern) {
  const file = run('fc-match', ['-f', '%{file}', pattern]).trim();
  if (!/DejaVuSans/.test(file)) throw new Error(`DejaVu Sans not found for '${pattern}' (install fonts-dejavu-core)`);
  return file;
}

// espeak-ng writes 16-bit mono PCM WAV; only the format and the samples matter here.
function readWav(file) {
  const buf = readFileSync(file);
  let rate = 0;
  let pos = 12;
  while (pos + 8 <= buf.length) {
    const id = buf.toString('ascii', pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === 'fmt ') {
      const channels = buf.readUInt16LE(body + 2);
      const bits = buf.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16) throw new Error(`${file}: expected 16-bit mono audio`);
      rate = buf.readUInt32LE(body + 4);
    } else if (id === 'data') {
      const end = Math.min(body + size, buf.length);
      return { rate, pcm: buf.subarray(body, end - ((end - body) % 2)) };
    }
    pos = body + size + (size % 2);
  }
  throw new Error(`${file}: no audio data`);
}

function wavFile(rate, pcm) {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + pcm.length, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([head, pcm]);
}

function spoken(text) {
  let out = text;
  for (const [word, say] of Object.entries(data.pronounce)) out = out.replace(new RegExp(`\\b${word}\\b`, 'g'), say);
  return out;
}

function speak(text, file) {
  const { name, wordsPerMinute, pitch } = data.voice;
  run('espeak-ng', ['-v', name, '-s', String(wordsPerMinute), '-p', String(pitch), '-w', file, spoken(text)]);
  return readWav(file);
}

// One audio track for the whole video, every slide padded to whole frames so slide changes and
// cue times land exactly on the samples that were spoken.
function narrate(video, work) {
  const parts = [];
  const cues = [];
  const slideSeconds = [];
  let rate = 0;
  let length = 0; // in samples
  const silence = (seconds) => {
    const n = Math.round(seconds * rate);
    parts.push(Buffer.alloc(n * 2));
    length += n;
  };
  video.slides.forEach((slide, s) => {
    const slideStart = length;
    slide.narration.forEach((sentence, i) => {
      const wav = speak(sentence.en, join(work, `s${s}-${i}.wav`));
      if (!rate) {
        rate = wav.rate;
        if (rate % FPS) throw new Error(`sample rate ${rate} is not a whole number of samples per frame`);
      }
      if (wav.rate !== rate) throw new Error('espeak-ng changed its sample rate between sentences');
      if (s === 0 && i === 0) silence(PAUSE.lead);
      const start = length;
      parts.push(wav.pcm);
      length += wav.pcm.length / 2;
      cues.push({ start: start / rate, end: length / rate, text: sentence });
      const last = i === slide.narration.length - 1;
      silence(!last ? PAUSE.sentence : s === video.slides.length - 1 ? PAUSE.tail : PAUSE.slide);
    });
    const perFrame = rate / FPS;
    const over = (length - slideStart) % perFrame;
    if (over) silence((perFrame - over) / rate);
    slideSeconds.push((length - slideStart) / rate);
  });
  writeFileSync(join(work, 'narration.wav'), wavFile(rate, Buffer.concat(parts)));
  return { cues, slideSeconds, seconds: length / rate };
}

// drawtext reads its text and fonts from files beside the filter script (ffmpeg runs in the work
// folder), so nothing in the graph needs escaping.
function filterGraph(video, slideSeconds, work) {
  const chains = video.slides.map((slide, s) => {
    const items = layoutSlide({
      title: video.title.en,
      heading: slide.heading,
      points: slide.points,
      counter: `${s + 1} / ${video.slides.length}`,
    });
    const filters = [`color=c=0xFFFFFF:s=${SIZE.width}x${SIZE.height}:r=${FPS}:d=${slideSeconds[s]}`];
    items.forEach((item, i) => {
      if (item.box) {
        const { x, y, w, h, color } = item.box;
        filters.push(`drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${color}:t=fill`);
        return;
      }
      const name = `t${s}-${i}.txt`;
      writeFileSync(join(work, name), item.text);
      const font = item.bold ? 'bold.ttf' : 'regular.ttf';
      filters.push(`drawtext=fontfile=${font}:textfile=${name}:expansion=none:fontsize=${item.size}:fontcolor=${item.color}:x=${item.x}:y=${item.y}`);
    });
    return `${filters.join(',')}[v${s}]`;
  });
  const inputs = video.slides.map((_, s) => `[v${s}]`).join('');
  return `${chains.join(';\n')};\n${inputs}concat=n=${video.slides.length}:v=1:a=0,format=yuv420p[v]\n`;
}

function encode(video, slideSeconds, work) {
  writeFileSync(join(work, 'graph.txt'), filterGraph(video, slideSeconds, work));
  const target = join(OUT, `${video.file}.webm`);
  // bitexact and a single encoder thread keep reruns byte-for-byte stable on the same tool versions.
  run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      'narration.wav',
      '-filter_complex_script',
      'graph.txt',
      '-map',
      '[v]',
      '-map',
      '0:a',
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '34',
      '-b:v',
      '0',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-threads',
      '1',
      '-row-mt',
      '0',
      '-g',
      String(FPS * 5),
      '-af',
      'aresample=48000',
      '-c:a',
      'libopus',
      '-b:a',
      '40k',
      '-ac',
      '1',
      '-map_metadata',
      '-1',
      '-metadata',
      `title=${video.title.en}`,
      '-metadata:s:a:0',
      'language=eng',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      target,
    ],
    { cwd: work },
  );
  return target;
}

/** The video's first frame as its poster: a browser that loads only the metadata shows it instead of a black frame. */
function poster(webm) {
  const target = webm.replace(/\.webm$/, '.poster.webp');
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    webm,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    target,
  ]);
  return target;
}

function main() {
  const only = process.argv.slice(2);
  const videos = only.length ? data.videos.filter((v) => only.includes(v.file)) : data.videos;
  if (only.length && videos.length !== only.length) throw new Error(`unknown file id in: ${only.join(', ')}`);
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'paa-videos-'));
  let outOfRange = false;
  try {
    copyFileSync(fontFile('DejaVu Sans:style=Book'), join(work, 'regular.ttf'));
    copyFileSync(fontFile('DejaVu Sans:style=Bold'), join(work, 'bold.ttf'));
    for (const video of videos) {
      const { cues, slideSeconds, seconds } = narrate(video, work);
      const webm = encode(video, slideSeconds, work);
      poster(webm);
      for (const lang of ['en', 'ru']) {
        writeFileSync(join(OUT, `${video.file}.${lang}.vtt`), writeVtt(cues.map((c) => cueText(c, lang))));
      }
      const kb = (statSync(webm).size / 1024).toFixed(0);
      console.log(`${video.file}.webm  ${seconds.toFixed(2)} s  ${kb} KiB  (${cues.length} cues)`);
      if (seconds < DURATION_LIMITS[0] || seconds > DURATION_LIMITS[1]) {
        console.error(`  ${video.file} is outside ${DURATION_LIMITS.join('-')} s: shorten or lengthen its narration`);
        outOfRange = true;
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (outOfRange) process.exit(1);
}

main();
