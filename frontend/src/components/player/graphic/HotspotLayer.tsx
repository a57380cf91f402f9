import type { Choice } from '../types';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../body-text';
import { AreaShape } from './AreaShape';
import { centreOf, type Size } from './geometry';
import classes from './graphic.module.css';

/** A hotspot's name for screen readers: its hotspotLabel, its text, else "Area n". */
export function useHotspotName() {
  const { t } = useTranslation('player');
  return (choice: Choice, index: number) => choice.label || plainText(choice.content) || t('graphic.area', { n: index + 1 });
}

export interface HotspotState {
  checked?: boolean;
  pending?: boolean;
  disabled?: boolean;
  /** drawn on the hotspot: an order number or a placed picture's initial */
  badge?: string;
  /** the accessible name, when the state adds to the hotspot's own name */
  name?: string;
}

/**
 * Hotspots as focusable shapes over the picture: Tab or the arrow keys go from one to the next,
 * Space or Enter activates one. `role` says what activating does (radio, checkbox or button).
 */
export function HotspotLayer({
  choices,
  size,
  role,
  state,
  onActivate,
  readOnly,
}: {
  choices: Choice[];
  size: Size;
  role: 'radio' | 'checkbox' | 'button';
  state(choice: Choice, index: number): HotspotState;
  onActivate(choice: Choice): void;
  readOnly: boolean;
}) {
  const name = useHotspotName();
  const refs = useRef<(SVGElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, choice: Choice, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step) {
      e.preventDefault();
      refs.current[(index + step + choices.length) % choices.length]?.focus();
      // a radio group selects as focus moves, as native radios do
      if (role === 'radio' && !readOnly) onActivate(choices[(index + step + choices.length) % choices.length]);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (!readOnly && !state(choice, index).disabled) onActivate(choice);
    }
  };
  return (
    <>
      {choices.map((choice, i) => {
        const s = state(choice, i);
        const ariaState = role === 'button' ? { 'aria-pressed': s.pending ?? s.checked ?? false } : { 'aria-checked': s.checked ?? false };
        return (
          <g key={choice.identifier}>
            <AreaShape
              ref={(el: SVGElement | null) => {
                refs.current[i] = el;
              }}
              choice={choice}
              size={size}
              className={classes.hotspot}
              role={role}
              tabIndex={0}
              aria-label={s.name ?? name(choice, i)}
              aria-disabled={readOnly || s.disabled || undefined}
              data-hotspot={choice.identifier}
              data-selected={s.checked || undefined}
              data-pending={s.pending || undefined}
              data-disabled={s.disabled || readOnly || undefined}
              onClick={() => !readOnly && !s.disabled && onActivate(choice)}
              onKeyDown={(e: KeyboardEvent) => onKeyDown(e, choice, i)}
              {...ariaState}
            />
            {s.badge && <Badge at={centreOf(choice, size)} text={s.badge} size={size} />}
          </g>
        );
      })}
    </>
  );
}

/** A word placed on a hotspot (a gap text), on a tag as wide as the word; for sight only. */
export function Tag({ at, text, size }: { at: [number, number]; text: string; size: Size }) {
  const fontSize = Math.max(8, Math.round(Math.min(size.width, size.height) / 12));
  const width = text.length * fontSize * 0.62 + fontSize;
  const height = fontSize * 1.6;
  return (
    <g aria-hidden="true">
      <rect className={classes.badge} x={at[0] - width / 2} y={at[1] - height / 2} width={width} height={height} rx={height / 4} />
      <text className={classes.badgeText} x={at[0]} y={at[1]} textAnchor="middle" dominantBaseline="central" fontSize={fontSize}>
        {text}
      </text>
    </g>
  );
}

/** A number or letter drawn on a hotspot; for sight only, the hotspot's name says it too. */
export function Badge({ at, text, size }: { at: [number, number]; text: string; size: Size }) {
  const r = Math.max(8, Math.round(Math.min(size.width, size.height) / 16));
  return (
    <g aria-hidden="true">
      <circle className={classes.badge} cx={at[0]} cy={at[1]} r={r} />
      <text className={classes.badgeText} x={at[0]} y={at[1]} textAnchor="middle" dominantBaseline="central" fontSize={r * 1.2}>
        {text}
      </text>
    </g>
  );
}
