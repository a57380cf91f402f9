/**
 * How the student has arranged the tools for one session on this device: where the calculator
 * and the line reader sit, the text size, the reading speed, whether the elapsed time shows. Kept in this browser,
 * not on the server: positions in pixels of a laptop mean nothing on a phone, so a test resumed
 * on another device starts from that device's own arrangement. (What the student marked on the
 * questions, and the flags, are part of their work and are kept with the session on the server.)
 */
export interface ToolPrefs {
  calculator: { open: boolean; docked: boolean; x: number | null; y: number | null };
  lineReader: { on: boolean; top: number };
  /** text size in percent, one of ZOOM_STEPS */
  zoom: number;
  eliminator: boolean;
  highlighter: boolean;
  timer: boolean;
  /** the read aloud controls shown, and the speaking rate, one of RATE_STEPS */
  readAloud: { open: boolean; rate: number };
  /** time spent in this test on this device, over every sitting */
  elapsedMs: number;
}

export const ZOOM_STEPS = [100, 125, 150, 175, 200] as const;
export const RATE_STEPS = [0.75, 1, 1.25, 1.5] as const;

export const DEFAULT_PREFS: ToolPrefs = {
  calculator: { open: false, docked: false, x: null, y: null },
  lineReader: { on: false, top: 240 },
  zoom: 100,
  eliminator: false,
  highlighter: false,
  timer: false,
  readAloud: { open: false, rate: 1 },
  elapsedMs: 0,
};

const key = (sessionId: number) => `player.tools.${sessionId}`;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOrNull = (v: unknown) => (isNum(v) ? v : null);

/** Whatever is stored is read field by field: a stale or hand-edited entry never breaks the player. */
export function loadPrefs(sessionId: number): ToolPrefs {
  let raw: Record<string, unknown> = {};
  try {
    raw = JSON.parse(localStorage.getItem(key(sessionId)) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  const calc = (raw.calculator ?? {}) as Record<string, unknown>;
  const reader = (raw.lineReader ?? {}) as Record<string, unknown>;
  const zoom = ZOOM_STEPS.find((z) => z === raw.zoom) ?? 100;
  const speech = (raw.readAloud ?? {}) as Record<string, unknown>;
  return {
    calculator: { open: calc.open === true, docked: calc.docked === true, x: numOrNull(calc.x), y: numOrNull(calc.y) },
    lineReader: { on: reader.on === true, top: isNum(reader.top) ? reader.top : DEFAULT_PREFS.lineReader.top },
    zoom,
    eliminator: raw.eliminator === true,
    highlighter: raw.highlighter === true,
    timer: raw.timer === true,
    readAloud: { open: speech.open === true, rate: RATE_STEPS.find((r) => r === speech.rate) ?? 1 },
    elapsedMs: isNum(raw.elapsedMs) && raw.elapsedMs >= 0 ? raw.elapsedMs : 0,
  };
}

export function savePrefs(sessionId: number, prefs: ToolPrefs): void {
  try {
    localStorage.setItem(key(sessionId), JSON.stringify(prefs));
  } catch {
    // storage full or blocked: the tools still work, they are only not remembered
  }
}
