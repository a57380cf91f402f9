import { VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addHighlight, type Highlight, highlightAt, removeHighlights } from './marks';
import { canPaintHighlights as canPaint, offsetOf, rangeOf, type Sentence, sentencesOf } from './text-ranges';
import { useRequiredTools } from './tools-context';

/** The passages and the question's own text carry data-mark-target (a stimulus identifier, or `item`). */
const TARGETS = '[data-mark-target]';
const PAINT = 'player-highlight';
const CURSOR = 'player-reading-cursor';

const targetOf = (node: Node | null): HTMLElement | null =>
  (node instanceof Element ? node : (node?.parentElement ?? null))?.closest<HTMLElement>(TARGETS) ?? null;
const targetEl = (name: string) => [...document.querySelectorAll<HTMLElement>(TARGETS)].find((el) => el.dataset.markTarget === name) ?? null;

function paint(name: string, marks: { target: string; start: number; end: number }[]): void {
  if (!canPaint()) return;
  const ranges = marks.flatMap((h) => {
    const el = targetEl(h.target);
    const range = el && rangeOf(el, h.start, h.end);
    return range ? [range] : [];
  });
  CSS.highlights.set(name, new Highlight(...ranges));
}

/**
 * The passage highlighter. With a mouse or a finger: select text and it is highlighted; tap a
 * highlight to remove it. A selection made with Shift and the arrow keys is highlighted as well.
 * With the keyboard: Tab to a passage, the Up and Down arrows walk its
 * sentences (each one read out), Enter or Space highlights the sentence or removes its highlight.
 * Highlights are painted with the CSS Custom Highlight API, so the item's own markup (and the
 * React tree that renders it) is never changed.
 */
export function Highlighter() {
  const { t, i18n } = useTranslation('player');
  const { prefs, marks, setMarks, announce, item } = useRequiredTools();
  const hintId = useId();
  const on = prefs.highlighter;
  const [cursor, setCursor] = useState<{ target: string; sentence: Sentence } | null>(null);
  const latest = useRef({ marks, setMarks, announce, cursor });
  latest.current = { marks, setMarks, announce, cursor };

  // painted again whenever the question's DOM changes (a re-render, an answer shown)
  useEffect(() => {
    const repaint = () => {
      paint(PAINT, marks.highlights);
      paint(CURSOR, cursor ? [{ target: cursor.target, ...cursor.sentence }] : []);
    };
    repaint();
    const main = document.getElementById('main-content');
    const observer = new MutationObserver(repaint);
    if (main) observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [marks.highlights, cursor, item]);

  useEffect(
    () => () => {
      if (canPaint()) [PAINT, CURSOR].forEach((n) => CSS.highlights.delete(n));
    },
    [],
  );
  useEffect(() => setCursor(null), [item?.position, on]);

  // while on, passages take focus and answer the keys; off, they are plain text again
  useEffect(() => {
    if (!on) return;
    const targets = [...document.querySelectorAll<HTMLElement>(TARGETS)];
    // a stop in the tab order says what it is: the question's text (a plain div) reads as an article, as a passage does
    const named = targets.filter((el) => el.tagName !== 'ARTICLE' && !el.hasAttribute('role'));
    for (const el of targets) {
      el.tabIndex = 0;
      el.setAttribute('aria-describedby', hintId);
    }
    for (const el of named) el.setAttribute('role', 'article');
    return () => {
      for (const el of targets) {
        el.removeAttribute('tabindex');
        el.removeAttribute('aria-describedby');
      }
      for (const el of named) el.removeAttribute('role');
    };
  }, [on, hintId, item]);

  useEffect(() => {
    if (!on) return;
    const save = (highlights: Highlight[]) => latest.current.setMarks({ ...latest.current.marks, highlights });

    const onSelectionDone = (byKeys: boolean) => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      const el = targetOf(range.startContainer);
      if (!el) return;
      const target = el.dataset.markTarget!;
      const { highlights } = latest.current.marks;
      const start = offsetOf(el, range.startContainer, range.startOffset);
      if (selection.isCollapsed) {
        if (byKeys) return;
        const hit = highlightAt(highlights, target, start);
        if (!hit) return;
        save(removeHighlights(highlights, target, hit.start, hit.end));
        latest.current.announce(t('tools.highlighter.removed'));
        return;
      }
      // a selection running out of the passage stops at its end
      const end = targetOf(range.endContainer) === el ? offsetOf(el, range.endContainer, range.endOffset) : (el.textContent ?? '').length;
      const text = (el.textContent ?? '').slice(start, end).trim();
      if (!text) return;
      save(addHighlight(highlights, { target, start, end }));
      selection.removeAllRanges();
      latest.current.announce(t('tools.highlighter.added', { text }));
    };

    const onKeyDown = (e: KeyboardEvent) => {
      const el = e.target instanceof HTMLElement && e.target.matches(TARGETS) ? e.target : null;
      if (!el || !['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) return;
      e.preventDefault();
      const target = el.dataset.markTarget!;
      const sentences = sentencesOf(el.textContent ?? '', i18n.language);
      if (!sentences.length) return;
      const { cursor: current, marks: now } = latest.current;
      const index = current?.target === target ? sentences.findIndex((s) => s.start === current.sentence.start) : -1;
      if (e.key === 'Enter' || e.key === ' ') {
        if (!current || index < 0) return latest.current.announce(t('tools.highlighter.noSentence'));
        const s = sentences[index];
        const lit = now.highlights.some((h) => h.target === target && h.start < s.end && h.end > s.start);
        save(lit ? removeHighlights(now.highlights, target, s.start, s.end) : addHighlight(now.highlights, { target, start: s.start, end: s.end }));
        latest.current.announce(t(lit ? 'tools.highlighter.removed' : 'tools.highlighter.added', { text: s.text }));
        return;
      }
      const next = e.key === 'ArrowDown' ? Math.min(index + 1, sentences.length - 1) : Math.max(index - 1, 0);
      const sentence = sentences[index < 0 ? 0 : next];
      setCursor({ target, sentence });
      rangeOf(el, sentence.start, sentence.end)?.startContainer.parentElement?.scrollIntoView?.({ block: 'nearest' });
      const lit = now.highlights.some((h) => h.target === target && h.start < sentence.end && h.end > sentence.start);
      const n = sentences.indexOf(sentence) + 1;
      latest.current.announce(t(lit ? 'tools.highlighter.sentenceLit' : 'tools.highlighter.sentence', { n, total: sentences.length, text: sentence.text }));
    };

    const onPointerUp = () => onSelectionDone(false);
    // a selection made with Shift and the arrows (caret browsing) is highlighted when Shift is let go
    const onKeyUp = (e: KeyboardEvent) => e.key === 'Shift' && onSelectionDone(true);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('keyup', onKeyUp);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [on, t, i18n.language]);

  return <VisuallyHidden id={hintId}>{t('tools.highlighter.hint')}</VisuallyHidden>;
}
