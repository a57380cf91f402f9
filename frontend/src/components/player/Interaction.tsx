import type { InteractionNode } from '@backend/qti/types';
import { ChoiceInteraction } from './ChoiceInteraction';
import { ExtendedTextInteraction } from './ExtendedTextInteraction';
import { InlineChoiceInteraction } from './InlineChoiceInteraction';
import { TextEntryInteraction } from './TextEntryInteraction';

export function Interaction({ node }: { node: InteractionNode }) {
  switch (node.interaction) {
    case 'choice':
      return <ChoiceInteraction node={node} />;
    case 'inlineChoice':
      return <InlineChoiceInteraction node={node} />;
    case 'textEntry':
      return <TextEntryInteraction node={node} />;
    case 'extendedText':
      return <ExtendedTextInteraction node={node} />;
    default:
      return null;
  }
}
