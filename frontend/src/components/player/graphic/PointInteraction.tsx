import type { InteractionOf } from '../types';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../player-context';
import { Prompt } from '../Prompt';
import { asList, listResponse } from '../responses';
import { shownResponse } from '../starting-response';
import base from '../ItemView.module.css';
import { GraphicStage, useImageSize } from './GraphicStage';
import { GraphicHint } from './HotspotStage';
import { ARROWS, clamp, parsePoint, pointValue, stepFor, toImagePoint, type Size } from './geometry';
import classes from './graphic.module.css';

type Point = [number, number];

/**
 * selectPointInteraction and positionObjectInteraction: points on the picture (the stage for a
 * positioned object), answered as "x y" in the picture's own pixels. A click places a point; by
 * keyboard the picture is one control: the arrow keys move a visible cursor (Shift: bigger steps),
 * Enter or Space places a point there, Delete or Backspace removes the last. With maxChoices 1 a
 * new point replaces the old one. Each placed point has a Remove button below the picture.
 */
export function PointInteraction({ node }: { node: InteractionOf<'selectPoint' | 'positionObject'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const positioning = node.interaction === 'positionObject';
  const picture = positioning ? node.stage : node.object;
  const centerPoint = node.interaction === 'positionObject' ? node.centerPoint : undefined;
  const [size, onLoad] = useImageSize(picture);
  const [objectSize, onObjectLoad] = useImageSize(positioning ? node.object : undefined);
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<Point>();
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const multiple = node.cardinality !== 'single';
  // QTI's default maxChoices is 1 for both; 0 allows any number of points
  const max = multiple ? (node.maxChoices ?? 1) : 1;
  const points = asList(shownResponse(ctx, node))
    .map(parsePoint)
    .filter((p): p is Point => !!p);
  const correct = (ctx.correctResponse?.[node.responseIdentifier] ?? []).map(parsePoint).filter((p): p is Point => !!p);

  if (!picture) return null;
  const save = (next: Point[]) => {
    const values = next.map(pointValue);
    ctx.onResponse(node.responseIdentifier, multiple ? listResponse(values) : (values[0] ?? null));
  };
  const place = (p: Point) => {
    if (ctx.readOnly) return;
    if (max === 1) save([p]);
    else if (max > 0 && points.length >= max) {
      setAnnouncement(t('graphic.pointsFull', { count: max }));
      return;
    } else save([...points, p]);
    setAnnouncement(t('graphic.placed', { x: p[0], y: p[1] }));
  };
  const remove = (index: number) => {
    save(points.filter((_, i) => i !== index));
    setAnnouncement(t('graphic.removed', { n: index + 1 }));
  };
  const here = (s: Size): Point => cursor ?? points.at(-1) ?? [Math.round(s.width / 2), Math.round(s.height / 2)];

  const onKeyDown = (e: KeyboardEvent) => {
    if (!size || ctx.readOnly) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const step = stepFor(size, e.shiftKey);
      const [x, y] = here(size);
      const next: Point = [clamp(x + arrow[0] * step, 0, size.width), clamp(y + arrow[1] * step, 0, size.height)];
      setCursor(next);
      setAnnouncement(t('graphic.cursor', { x: next[0], y: next[1] }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      place(here(size));
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && points.length > 0) {
      e.preventDefault();
      remove(points.length - 1);
    }
  };
  const onClick = (e: MouseEvent) => {
    if (!size || ctx.readOnly || !svgRef.current) return;
    const p = toImagePoint(e.clientX, e.clientY, svgRef.current.getBoundingClientRect(), size);
    setCursor(p);
    place(p);
  };

  const label = positioning ? t('graphic.stage', { object: node.object?.alt ?? t('graphic.object') }) : t('graphic.pointArea');
  const markerR = size ? Math.max(4, Math.round(Math.min(size.width, size.height) / 40)) : 4;
  const drawObject = (p: Point, key: string, ghost = false) => {
    if (!node.object || !objectSize) return null;
    const [cx, cy] = centerPoint ?? [objectSize.width / 2, objectSize.height / 2];
    return (
      <image
        key={key}
        href={ctx.mediaUrl(node.object.src)}
        x={p[0] - cx}
        y={p[1] - cy}
        width={objectSize.width}
        height={objectSize.height}
        opacity={ghost ? 0.55 : 1}
        pointerEvents="none"
      />
    );
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <GraphicHint id={id}>
        {positioning ? t('graphic.positionHint') : t('graphic.pointHint')} {max > 1 && t('graphic.pointsUpTo', { count: max })}
      </GraphicHint>
      {positioning && node.object && (
        // loads the object's picture for its size; the stage draws it
        <img src={ctx.mediaUrl(node.object.src)} alt="" hidden onLoad={(e) => onObjectLoad(e.currentTarget)} />
      )}
      <GraphicStage
        object={picture}
        size={size}
        onImageLoad={onLoad}
        svgRef={svgRef}
        svgProps={{
          className: `${classes.overlay} ${classes.pointArea}`,
          role: 'application',
          tabIndex: ctx.readOnly ? undefined : 0,
          'aria-roledescription': t('graphic.pointRole'),
          'aria-label': label,
          'aria-describedby': ctx.readOnly ? undefined : `${id}-hint`,
          onKeyDown,
          onClick,
          onFocus: () => setFocused(true),
          onBlur: () => setFocused(false),
        }}
      >
        {size &&
          points.map((p, i) =>
            positioning && objectSize ? (
              drawObject(p, `p${i}`)
            ) : (
              <circle key={`p${i}`} className={classes.marker} cx={p[0]} cy={p[1]} r={markerR} data-point={pointValue(p)} />
            ),
          )}
        {size &&
          correct.map((p, i) => (
            <rect key={`c${i}`} className={classes.correctMarker} x={p[0] - markerR * 1.5} y={p[1] - markerR * 1.5} width={markerR * 3} height={markerR * 3} />
          ))}
        {size && focused && !ctx.readOnly && (
          <g data-cursor={pointValue(here(size))}>
            {positioning && drawObject(here(size), 'ghost', true)}
            <circle className={classes.cursor} cx={here(size)[0]} cy={here(size)[1]} r={markerR * 2} />
            <line className={classes.cursor} x1={here(size)[0] - markerR * 3} y1={here(size)[1]} x2={here(size)[0] + markerR * 3} y2={here(size)[1]} />
            <line className={classes.cursor} x1={here(size)[0]} y1={here(size)[1] - markerR * 3} x2={here(size)[0]} y2={here(size)[1] + markerR * 3} />
          </g>
        )}
      </GraphicStage>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {points.length > 0 && (
        <ul className={classes.list} aria-label={t('graphic.yourAnswer')}>
          {points.map((p, i) => (
            <li key={`${i}-${pointValue(p)}`}>
              {t('graphic.point', { n: i + 1, x: p[0], y: p[1] })}
              {!ctx.readOnly && (
                <Button size="compact-xs" variant="default" onClick={() => remove(i)} aria-label={t('graphic.remove', { n: i + 1 })}>
                  {t('graphic.removeShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {correct.length > 0 && <p className={base.hint}>{t('graphic.correctAnswer', { answer: correct.map((p) => `(${p[0]}, ${p[1]})`).join(', ') })}</p>}
    </div>
  );
}
