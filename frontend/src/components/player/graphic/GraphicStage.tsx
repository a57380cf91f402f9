import type { GraphicObject } from '../types';
import { useState, type ReactNode, type Ref } from 'react';
import { usePlayer } from '../player-context';
import type { Size } from './geometry';
import classes from './graphic.module.css';

/** The picture's size in its own pixels: as the item states it, else as the image loads. */
export function useImageSize(object: GraphicObject | undefined): [Size | undefined, (img: HTMLImageElement) => void] {
  const [natural, setNatural] = useState<Size>();
  const stated = object?.width && object?.height ? { width: object.width, height: object.height } : undefined;
  const onLoad = (img: HTMLImageElement) => {
    if (!stated && img.naturalWidth > 0) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
  };
  return [stated ?? natural, onLoad];
}

/**
 * The picture scaled to the width available (up to twice its own width, so small pictures get
 * areas big enough to touch) with an SVG layer over it
 * whose viewBox is the picture's own pixels, so shapes and points keep the item's coordinates.
 */
export function GraphicStage({
  object,
  size,
  onImageLoad,
  children,
  svgRef,
  svgProps,
  below,
}: {
  object: GraphicObject;
  size: Size | undefined;
  onImageLoad(img: HTMLImageElement): void;
  children?: ReactNode;
  svgRef?: Ref<SVGSVGElement>;
  svgProps?: React.SVGProps<SVGSVGElement>;
  below?: ReactNode;
}) {
  const ctx = usePlayer();
  return (
    <div className={classes.stage} style={{ maxWidth: size ? `${size.width * 2}px` : undefined }}>
      {/* The item's own size, when it gives one, reserves the picture's box before it arrives (no layout shift). */}
      <img
        className={classes.picture}
        src={ctx.mediaUrl(object.src)}
        alt={object.alt ?? ''}
        width={object.width}
        height={object.height}
        onLoad={(e) => onImageLoad(e.currentTarget)}
      />
      {size && (
        <svg ref={svgRef} className={classes.overlay} viewBox={`0 0 ${size.width} ${size.height}`} {...svgProps}>
          {children}
        </svg>
      )}
      {below}
    </div>
  );
}
