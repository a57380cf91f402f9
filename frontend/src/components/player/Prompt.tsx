import type { BodyNode } from './types';
import { BodyNodes } from './BodyNodes';
import classes from './ItemView.module.css';

/** The interaction's prompt; its id names the control group. */
export function Prompt({ id, prompt }: { id: string; prompt?: BodyNode[] }) {
  if (!prompt?.length) return null;
  return (
    <div id={id} className={classes.prompt}>
      <BodyNodes nodes={prompt} />
    </div>
  );
}
