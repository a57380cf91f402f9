import type { ItemMarks } from '../tools/marks';
import type { ScoreBandDto, SelfRatingDto, StrandScoreDto } from '../../../api/types.gen';
import type { BodyNode, DeliveryItem, ItemViewItem, ResponseMap, StimulusView } from '../types';

export type ItemResponse = ResponseMap;
export type { StimulusView };

export interface CheckResult {
  correct: boolean | null;
  score: number;
  maxScore: number;
  correctResponse: Record<string, string[]>;
  feedback: BodyNode[][];
  rubric?: BodyNode[];
  /** scored by the student's own rubric ratings: score and maxScore are the self-score */
  selfRated?: boolean;
  selfRatings?: SelfRatingDto[];
}

export interface ItemViewData {
  position: number;
  uin: string;
  calculator: 0 | 1 | 2 | 3;
  strandName: string;
  item: ItemViewItem;
  stimuli: StimulusView[];
  response: ItemResponse;
  flagged: boolean;
  /** choices struck out and text highlighted by the student (none when absent) */
  marks?: ItemMarks;
  final: boolean;
  /** a linear part moves on from it only once it is answered (QTI allowSkipping / validateResponses) */
  answerRequired?: boolean;
  check?: CheckResult;
}

export interface RouteEntry {
  position: number;
  answered: boolean;
  flagged: boolean;
  final: boolean;
}

export interface DeliveryState {
  sessionId: number;
  testName: string;
  mode: 1 | 2;
  preview: boolean;
  status: number;
  startedOn: string;
  expiresOn: string;
  navigationMode: 'linear' | 'nonlinear';
  totalItems: number;
  routeLength: number;
  complete: boolean;
  position: number;
  items: RouteEntry[];
  current: ItemViewData | null;
}

export interface ReportItem {
  position: number;
  uin: string;
  strandName: string;
  /** with the feedback its outcomes show, and only those */
  item: ItemViewItem & Pick<DeliveryItem, 'feedback'>;
  stimuli: StimulusView[];
  response: ItemResponse;
  correctResponse: Record<string, string[]>;
  correct: boolean | null;
  score: number;
  maxScore: number;
  humanScored: boolean;
  selfRated: boolean;
  selfRatings: SelfRatingDto[];
  rubric?: BodyNode[];
}

export interface ScoreReportData {
  sessionId: number;
  testName: string;
  mode: 1 | 2;
  completedOn: string;
  score: number;
  maxScore: number;
  percent: number;
  strands: StrandScoreDto[];
  strongPercent: number;
  band: ScoreBandDto | null;
  items: ReportItem[];
}
