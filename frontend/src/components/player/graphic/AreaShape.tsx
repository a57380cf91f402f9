import type { Choice } from '../types';
import type { SVGProps } from 'react';
import type { Size } from './geometry';

/** A hotspot's area drawn in the picture's own coordinates (the overlay's viewBox). */
export function AreaShape({ choice, size, ...rest }: { choice: Pick<Choice, 'shape' | 'coords'>; size: Size } & SVGProps<SVGElement>) {
  const c = choice.coords ?? [];
  const props = rest as Record<string, unknown>;
  switch (choice.shape) {
    case 'circle':
      return <circle cx={c[0]} cy={c[1]} r={c[2]} {...props} />;
    case 'ellipse':
      return <ellipse cx={c[0]} cy={c[1]} rx={c[2]} ry={c[3]} {...props} />;
    case 'rect':
      return <rect x={Math.min(c[0], c[2])} y={Math.min(c[1], c[3])} width={Math.abs(c[2] - c[0])} height={Math.abs(c[3] - c[1])} {...props} />;
    case 'poly':
      return <polygon points={c.join(' ')} {...props} />;
    default:
      return <rect x={0} y={0} width={size.width} height={size.height} {...props} />;
  }
}
