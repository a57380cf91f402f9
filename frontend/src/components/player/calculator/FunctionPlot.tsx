import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import classes from './Calculator.module.css';

export interface PlottedFunction {
  source: string;
  fn(x: number): number;
}

/** Colour and dash differ per function, so lines are told apart without colour. */
export const LINE_STYLES = [
  { color: '#1864ab', dash: undefined },
  { color: '#c92a2a', dash: '8 4' },
  { color: '#2b8a3e', dash: '2 4' },
] as const;

/**
 * function-plot draws the lines. It receives functions, not expression strings, so its own
 * string compiler (which would need eval) never runs; the values come from the checked mathjs
 * expressions. Loaded on first use: only the graphing calculator needs d3.
 */
export function FunctionPlot({ functions, label }: { functions: PlottedFunction[]; label: string }) {
  const { ref: sizeRef, width } = useElementSize();
  const target = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const el = target.current;
    if (!el || width <= 0) return;
    let cancelled = false;
    void import('function-plot').then((mod) => {
      if (cancelled) return;
      // the package is CommonJS: depending on the bundler its function is the default export or the default's default
      const functionPlot = typeof mod.default === 'function' ? mod.default : (mod.default as unknown as { default: typeof mod.default }).default;
      el.replaceChildren();
      functionPlot({
        target: el,
        width,
        height: Math.round(Math.min(360, Math.max(220, width * 0.75))),
        grid: true,
        xAxis: { domain: [-10, 10] },
        yAxis: { domain: [-10, 10] },
        data: functions.map((f, i) => ({
          fn: (scope: { [name: string]: unknown }) => f.fn(Number(scope.x)),
          sampler: 'builtIn' as const,
          graphType: 'polyline' as const,
          color: LINE_STYLES[i].color,
          attr: { 'stroke-width': 2.5, ...(LINE_STYLES[i].dash ? { 'stroke-dasharray': LINE_STYLES[i].dash } : {}) },
        })),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [functions, width]);

  return (
    <div ref={sizeRef}>
      <div ref={target} className={classes.plot} role="img" aria-label={label} />
    </div>
  );
}
