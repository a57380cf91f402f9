import type { InteractionNode } from './types';
import { AssociateInteraction } from './AssociateInteraction';
import { ChoiceInteraction } from './ChoiceInteraction';
import { DrawingInteraction } from './drawing/DrawingInteraction';
import { EndAttemptInteraction } from './EndAttemptInteraction';
import { ExtendedTextInteraction } from './ExtendedTextInteraction';
import { GapMatchInteraction } from './GapMatchInteraction';
import { GraphicAssociateInteraction } from './graphic/GraphicAssociateInteraction';
import { GraphicGapMatchInteraction } from './graphic/GraphicGapMatchInteraction';
import { HotspotInteraction } from './graphic/HotspotInteraction';
import { PointInteraction } from './graphic/PointInteraction';
import { HottextInteraction } from './HottextInteraction';
import { InlineChoiceInteraction } from './InlineChoiceInteraction';
import { MatchInteraction } from './MatchInteraction';
import { MediaInteraction } from './MediaInteraction';
import { OrderInteraction } from './OrderInteraction';
import { PortableCustomInteraction } from './PortableCustomInteraction';
import { SliderInteraction } from './SliderInteraction';
import { TextEntryInteraction } from './TextEntryInteraction';
import { UploadInteraction } from './UploadInteraction';

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
    case 'order':
      return <OrderInteraction node={node} />;
    case 'match':
      return <MatchInteraction node={node} />;
    case 'gapMatch':
      return <GapMatchInteraction node={node} />;
    case 'hottext':
      return <HottextInteraction node={node} />;
    case 'hotspot':
    case 'graphicOrder':
      return <HotspotInteraction node={node} />;
    case 'selectPoint':
    case 'positionObject':
      return <PointInteraction node={node} />;
    case 'graphicAssociate':
      return <GraphicAssociateInteraction node={node} />;
    case 'graphicGapMatch':
      return <GraphicGapMatchInteraction node={node} />;
    case 'associate':
      return <AssociateInteraction node={node} />;
    case 'slider':
      return <SliderInteraction node={node} />;
    case 'media':
      return <MediaInteraction node={node} />;
    case 'endAttempt':
      return <EndAttemptInteraction node={node} />;
    case 'upload':
      return <UploadInteraction node={node} />;
    case 'drawing':
      return <DrawingInteraction node={node} />;
    case 'portableCustom':
      return <PortableCustomInteraction node={node} />;
    default:
      return null;
  }
}
