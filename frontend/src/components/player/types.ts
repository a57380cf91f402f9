import type { BodyNode, DeliveryItem } from '@backend/qti/types';

/** The item model's types the player renders, taken in this one place. */
export type { BodyNode, Choice, DeliveryItem, GraphicObject, InteractionNode } from '@backend/qti/types';
import type { CandidateFileAccess } from './player-context';

/** One response as the server stores it: null (no answer), a string (single) or a list (multiple, ordered, pairs). */
export type ResponseValue = null | string | string[];
export type ResponseMap = Record<string, ResponseValue>;

export interface StimulusView {
  identifier: string;
  title: string;
  body: BodyNode[];
}

export type ItemViewItem = Omit<DeliveryItem, 'feedback' | 'rubric'> &
  Partial<Pick<DeliveryItem, 'feedback' | 'rubric'>> & {
    /** declared defaults by response identifier: each interaction's starting answer */
    responseDefaults?: Record<string, string[]>;
  };

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
}
