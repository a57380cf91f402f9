import type { StrandScoreDto } from '../../api/types.gen';
import classes from './StrandBars.module.css';

/**
 * Each strand's percent as a bar under its name. Drawn in the page's own layout, not on a chart's
 * axis: a long strand name wraps in full at any width and in either language, and is never cut.
 */
export function StrandBars({ strands, percent }: { strands: StrandScoreDto[]; percent: (value: number) => string }) {
  return (
    <ul className={classes.list}>
      {strands.map((s) => (
        <li key={s.strandName}>
          <div className={classes.name}>{s.strandName}</div>
          <div className={classes.row}>
            <div className={classes.track}>
              <div className={classes.bar} style={{ width: `${Math.max(0, Math.min(100, s.percent))}%` }} />
            </div>
            <span className={classes.value}>{percent(s.percent)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
