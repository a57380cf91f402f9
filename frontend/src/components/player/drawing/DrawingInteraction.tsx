import type { InteractionOf } from '../types';
import { Alert, Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphicStage, useImageSize } from '../graphic/GraphicStage';
import { ARROWS, clamp, stepFor, toImagePoint } from '../graphic/geometry';
import graphic from '../graphic/graphic.module.css';
import { usePlayer } from '../player-context';
import { Prompt } from '../Prompt';
import base from '../ItemView.module.css';
import { downloadBlob } from '../../../lib/download';
import { composeDrawing } from './compose';
import { DrawingTools, type Tool } from './DrawingTools';
import { css, INKS, PALETTE } from './palette';
import { encodePng, pngDataUrl } from './png';
import type { Raster } from './raster';
import { useDrawingFile } from './use-drawing-file';
import classes from './drawing.module.css';

type Point = [number, number];
const UNDO_DEPTH = 20;
const MAX_SIDE = 1600;

/**
 * drawingInteraction: the candidate draws on the item's picture, with a pointer or by keyboard
 * alone (the arrow keys move a visible cursor, Space puts the pen down or lifts it). The drawing
 * is a PNG of the picture's size handed in as an upload is; the response is the stored file's id.
 * Downloading it gives the picture with the lines over it.
 */
export function DrawingInteraction({ node }: { node: InteractionOf<'drawing'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const [picture, onLoad] = useImageSize(node.object);
  // a big picture is drawn on at most MAX_SIDE pixels a side, so the PNG stays well under the upload limit
  const scale = picture ? Math.min(1, MAX_SIDE / Math.max(picture.width, picture.height)) : 1;
  const width = Math.max(1, Math.round((picture?.width ?? 0) * scale));
  const height = Math.max(1, Math.round((picture?.height ?? 0) * scale));
  const size = picture ? { width, height } : undefined;
  const { raster, change, flush, status, fileId } = useDrawingFile(ctx, node.responseIdentifier, size ? width : 0, size ? height : 0);
  const [history, setHistory] = useState<Raster[]>([]);
  const [tool, setTool] = useState<Tool>('pen');
  const [ink, setInk] = useState(1);
  const [cursor, setCursor] = useState<Point>();
  const [penDown, setPenDown] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stroke, setStroke] = useState<Point[]>();
  const [announcement, setAnnouncement] = useState('');
  const svgRef = useRef<SVGSVGElement>(null);
  const image = useMemo(() => (raster && !raster.isEmpty() ? pngDataUrl(encodePng(raster.width, raster.height, raster.pixels, PALETTE)) : undefined), [raster]);

  const pictureUrl = ctx.mediaUrl(node.object.src);
  // the link itself gives the stored lines alone; with them at hand, the picture goes under them
  const onDownload = (event: MouseEvent) => {
    if (!image) return;
    event.preventDefault();
    const stored = (event.currentTarget as HTMLAnchorElement).href;
    void composeDrawing(pictureUrl, image, width, height).then((blob) => (blob ? downloadBlob(blob, 'drawing.png') : window.location.assign(stored)));
  };
  const editable = !ctx.readOnly && !!ctx.files;
  const radius = Math.max(1, Math.round(Math.max(width, height) / 200));
  const value = tool === 'pen' ? ink : 0;
  const r = tool === 'pen' ? radius : radius * 4;

  const draw = (points: Point[], at?: number) => {
    if (!raster) return;
    const next = raster.copy();
    points.forEach((p, i) => next.line(points[Math.max(0, i - 1)], p, r, value));
    setHistory((h) => [...h.slice(1 - UNDO_DEPTH), raster]);
    change(next, at);
  };
  const here = (): Point => cursor ?? [Math.round(width / 2), Math.round(height / 2)];

  const onKeyDown = (e: KeyboardEvent) => {
    if (!editable || !raster) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const step = stepFor({ width, height }, e.shiftKey);
      const from = here();
      const to: Point = [clamp(from[0] + arrow[0] * step, 0, width - 1), clamp(from[1] + arrow[1] * step, 0, height - 1)];
      setCursor(to);
      if (penDown) draw([from, to]);
      setAnnouncement(t(penDown ? (tool === 'pen' ? 'drawing.drawnTo' : 'drawing.erasedTo') : 'drawing.cursor', { x: to[0], y: to[1] }));
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const down = !penDown;
      setPenDown(down);
      if (down) draw([here()]);
      setAnnouncement(t(down ? (tool === 'pen' ? 'drawing.penDown' : 'drawing.eraserDown') : 'drawing.penUp'));
    } else if (e.key === 'Escape' && penDown) {
      setPenDown(false);
      setAnnouncement(t('drawing.penUp'));
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      undo();
    }
  };
  const point = (e: PointerEvent): Point | undefined => {
    if (!svgRef.current) return undefined;
    const [x, y] = toImagePoint(e.clientX, e.clientY, svgRef.current.getBoundingClientRect(), { width, height });
    return [clamp(x, 0, width - 1), clamp(y, 0, height - 1)];
  };
  const onPointerDown = (e: PointerEvent) => {
    const p = point(e);
    if (!editable || !p || e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setStroke([p]);
  };
  const onPointerMove = (e: PointerEvent) => {
    const p = point(e);
    if (stroke && p) setStroke([...stroke, p]);
  };
  const onPointerUp = () => {
    // a finished stroke is handed in soon: the next click may well be the way out of the item
    if (stroke) draw(stroke, 150);
    setStroke(undefined);
  };
  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    change(previous);
    setAnnouncement(t('drawing.undone'));
  };
  const clear = () => {
    if (!raster) return;
    setHistory((h) => [...h.slice(1 - UNDO_DEPTH), raster]);
    change(raster.copy().clear());
    setAnnouncement(t('drawing.cleared'));
  };

  const c = here();
  const cursorR = radius * 3 + 3;
  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!ctx.files && !ctx.readOnly && (
        <Alert variant="light" color="gray" icon={<IconPencil size={18} aria-hidden />} title={t('drawing.title')}>
          {t('drawing.unavailable')}
        </Alert>
      )}
      {editable && (
        <>
          <p id={`${id}-hint`} className={base.hint}>
            {t('drawing.hint')}
          </p>
          <DrawingTools
            tool={tool}
            onTool={setTool}
            ink={ink}
            onInk={setInk}
            canUndo={history.length > 0}
            onUndo={undo}
            canClear={!!raster && !raster.isEmpty()}
            onClear={clear}
          />
        </>
      )}
      <GraphicStage
        object={node.object}
        size={size}
        onImageLoad={onLoad}
        svgRef={svgRef}
        svgProps={{
          className: `${graphic.overlay} ${editable ? classes.canvas : ''}`,
          role: editable ? 'application' : 'img',
          tabIndex: editable ? 0 : undefined,
          'aria-roledescription': editable ? t('drawing.role') : undefined,
          'aria-label': t(fileId || (raster && !raster.isEmpty()) ? 'drawing.labelDrawn' : 'drawing.label', {
            picture: node.object.alt ?? t('drawing.picture'),
          }),
          'aria-describedby': editable ? `${id}-hint` : undefined,
          onKeyDown,
          onPointerDown,
          onPointerMove,
          onPointerUp,
          onPointerCancel: onPointerUp,
          onFocus: () => setFocused(true),
          onBlur: () => {
            setFocused(false);
            void flush();
          },
        }}
      >
        {image && <image href={image} x={0} y={0} width={width} height={height} data-drawing="" pointerEvents="none" />}
        {stroke && (
          <polyline
            points={stroke.map((p) => p.join(',')).join(' ')}
            fill="none"
            stroke={tool === 'pen' ? css(INKS[ink - 1].rgb) : 'rgba(255, 255, 255, 0.85)'}
            strokeWidth={r * 2}
            strokeLinecap="round"
            strokeLinejoin="round"
            pointerEvents="none"
          />
        )}
        {focused && editable && (
          <g data-cursor={`${c[0]} ${c[1]}`} data-pen={penDown ? 'down' : 'up'} pointerEvents="none">
            <circle className={penDown ? `${classes.cursor} ${classes.down}` : classes.cursor} cx={c[0]} cy={c[1]} r={cursorR} />
            <line className={classes.cursor} x1={c[0] - cursorR * 1.6} y1={c[1]} x2={c[0] + cursorR * 1.6} y2={c[1]} />
            <line className={classes.cursor} x1={c[0]} y1={c[1] - cursorR * 1.6} x2={c[0]} y2={c[1] + cursorR * 1.6} />
          </g>
        )}
      </GraphicStage>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Group gap="sm" mt={4}>
        {status !== 'idle' && (
          <Text size="sm" c={status === 'failed' ? 'red.9' : 'gray.8'} role={status === 'failed' ? 'alert' : 'status'}>
            {t(`drawing.status.${status}`)}
          </Text>
        )}
        {fileId && ctx.files && (
          <Anchor size="sm" href={ctx.files.url(fileId)} download onClick={onDownload}>
            {t('drawing.download')}
          </Anchor>
        )}
        {ctx.readOnly && !fileId && <Text size="sm">{t('drawing.none')}</Text>}
      </Group>
    </div>
  );
}
