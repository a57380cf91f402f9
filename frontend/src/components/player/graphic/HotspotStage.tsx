import type { Choice, GraphicObject, InteractionNode } from '../types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../player-context';
import base from '../ItemView.module.css';
import type { Size } from './geometry';
import { GraphicStage } from './GraphicStage';
import { HotspotLayer, type HotspotState } from './HotspotLayer';

/** How to answer a graphic interaction, said once above the picture (not in review); the picture's group points to it. */
export function GraphicHint({ id, children }: { id: string; children: ReactNode }) {
  const ctx = usePlayer();
  if (ctx.readOnly) return null;
  return (
    <p id={`${id}-hint`} className={base.hint}>
      {children}
    </p>
  );
}

/**
 * The picture of a hotspot, graphic order, graphic associate or graphic gap match interaction with
 * its areas as one group named by the prompt and described by the hint (`${id}-prompt`,
 * `${id}-hint`), which the keyboard works through as HotspotLayer says. `under` draws below the
 * areas (links between them), `over` above them (what was placed on them).
 */
export function HotspotStage({
  id,
  node,
  object,
  size,
  onImageLoad,
  groupRole = 'group',
  hotspots,
  role,
  state,
  onActivate,
  under,
  over,
}: {
  id: string;
  node: Pick<InteractionNode, 'prompt'>;
  object: GraphicObject;
  size: Size | undefined;
  onImageLoad(img: HTMLImageElement): void;
  groupRole?: 'group' | 'radiogroup';
  hotspots: Choice[];
  role: 'radio' | 'checkbox' | 'button';
  state(choice: Choice, index: number): HotspotState;
  onActivate(choice: Choice): void;
  under?(size: Size): ReactNode;
  over?(size: Size): ReactNode;
}) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const prompted = Boolean(node.prompt?.length);
  return (
    <GraphicStage
      object={object}
      size={size}
      onImageLoad={onImageLoad}
      svgProps={{
        role: groupRole,
        'aria-labelledby': prompted ? `${id}-prompt` : undefined,
        'aria-label': prompted ? undefined : t('graphic.areas'),
        'aria-describedby': ctx.readOnly ? undefined : `${id}-hint`,
      }}
    >
      {size && under?.(size)}
      {size && <HotspotLayer choices={hotspots} size={size} role={role} readOnly={ctx.readOnly} onActivate={onActivate} state={state} />}
      {size && over?.(size)}
    </GraphicStage>
  );
}
