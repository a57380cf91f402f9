import type {
  BodyNode,
  ChoiceDto,
  DeliveryItemContentDto,
  GraphicObjectDto,
  InteractionNode,
  ReviewedItemContentDto,
  StimulusViewDto,
} from '../../api/types.gen';
import type { CandidateFileAccess } from './player-context';

/** The item model's types the player renders, as the API's document describes them, taken in this one place. */
export type { BodyNode, InteractionNode };
export type Choice = ChoiceDto;
export type GraphicObject = GraphicObjectDto;
/** The interaction of that kind (or kinds), as `interaction` narrows the union: only the parts it carries. */
export type InteractionOf<K extends InteractionNode['interaction']> = Extract<InteractionNode, { interaction: K }>;
/** An item with all it may carry: its feedback and rubric come once its answer is final. */
export type DeliveryItem = ReviewedItemContentDto;

/** One response as the server stores it: null (no answer), a string (single) or a list (multiple, ordered, pairs). */
export type ResponseValue = null | string | string[];
export type ResponseMap = Record<string, ResponseValue>;

export type StimulusView = StimulusViewDto;

export type ItemViewItem = DeliveryItemContentDto & Partial<Pick<DeliveryItem, 'feedback' | 'rubric'>>;

export interface ItemViewProps {
  item: ItemViewItem;
  stimuli: StimulusView[];
  response: ResponseMap;
  onResponse(responseIdentifier: string, value: ResponseValue): void;
  readOnly?: boolean;
  /** content of the feedback the outcomes show (CheckResultDto.feedback) */
  shownFeedback?: BodyNode[][];
  /** review: the correct answers, per response identifier (pairs as 'source target') */
  correctResponse?: Record<string, string[]>;
  /** resolves a package path (img src, media) to a URL the browser can load */
  mediaUrl(path: string): string;
  /** an end attempt interaction was used: submit the item's answer */
  onEndAttempt?(): void;
  /** upload interaction: storage of the candidate's files for this session */
  files?: CandidateFileAccess;
  /** the question's 1-based number where several show on one page, to name their landmarks apart */
  number?: number;
  /** staff see what the import flagged (a missing image names its file) */
  staffView?: boolean;
}
