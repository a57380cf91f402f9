import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BodyNode, CandidateResponse } from '../../qti/types';
import { ItemMarksDto } from './item-marks.dto';
import { BODY_NODE_LISTS, BODY_NODES, CORRECT_MAP, RESPONSE_MAP } from './schemas';

/** A shared reading passage shown beside an item. */
export class StimulusViewDto {
  identifier!: string;
  title!: string;
  @ApiProperty(BODY_NODES)
  body!: BodyNode[];
}

/** What the player renders of an item before its answer is final: no feedback, no rubric. */
export class DeliveryItemContentDto {
  uin!: string;
  title!: string;
  @ApiProperty(BODY_NODES)
  body!: BodyNode[];
  /** identifiers of the passages in `stimuli` */
  stimulusRefs!: string[];
  stylesheets!: string[];
  /** the item's declared language (`xml:lang`), when it has one */
  lang?: string;
  /** declared defaults by response identifier: each interaction's starting answer, not yet given */
  @ApiPropertyOptional(CORRECT_MAP)
  responseDefaults?: Record<string, string[]>;
}

export class FeedbackContentDto {
  identifier!: string;
  @ApiProperty({ enum: ['modal', 'block', 'inline'] })
  kind!: 'modal' | 'block' | 'inline';
  title?: string;
  @ApiProperty(BODY_NODES)
  content!: BodyNode[];
}

/** An item with the feedback its outcomes show (only those) and its rubric: for the score report. */
export class ReviewedItemContentDto extends DeliveryItemContentDto {
  feedback!: FeedbackContentDto[];
  @ApiPropertyOptional(BODY_NODES)
  rubric?: BodyNode[];
}

/** The verdict on an answer that is final in Learn As You Go. */
export class CheckResultDto {
  /** null when a person scores the item (essays), it is self-rated, or its SCORE cannot be counted as points */
  @ApiProperty({ type: Boolean, nullable: true })
  correct!: boolean | null;
  /** a person scores the item: saved, 0 until then */
  humanScored!: boolean;
  score!: number;
  maxScore!: number;
  @ApiProperty(CORRECT_MAP)
  correctResponse!: Record<string, string[]>;
  /** the content of each feedback the outcomes show */
  @ApiProperty(BODY_NODE_LISTS)
  feedback!: BodyNode[][];
  /** rubric or sample answer of a human-scored item */
  @ApiPropertyOptional(BODY_NODES)
  rubric?: BodyNode[];
  /** scored by the student's own rubric ratings: score and maxScore are the self-score */
  selfRated!: boolean;
  /** a self-rated item's rubric lines; empty for any other item */
  selfRatings!: SelfRatingDto[];
}

export class DeliveryItemViewDto {
  position!: number;
  uin!: string;
  /** 0 Off, 1 Basic, 2 Square Root, 3 Graphing */
  @ApiProperty({ enum: [0, 1, 2, 3] })
  calculator!: number;
  /** the read aloud tool may read this item: false where the package keeps text-to-speech off it (QTI 3 `data-qti-suppress-tts`) */
  readAloud!: boolean;
  strandName!: string;
  item!: DeliveryItemContentDto;
  stimuli!: StimulusViewDto[];
  /** the saved answer ({} when none) */
  @ApiProperty(RESPONSE_MAP)
  response!: Record<string, CandidateResponse>;
  flagged!: boolean;
  /** choices the student struck out and text they highlighted */
  marks!: ItemMarksDto;
  /** the answer can no longer change (checked, left behind in a linear part, or submitted) */
  final!: boolean;
  /** a linear part moves on from this item only once it is answered (QTI allowSkipping="false" or validateResponses="true") */
  answerRequired!: boolean;
  /** Learn As You Go, once the item is final */
  check?: CheckResultDto;
}

export class RouteEntryDto {
  position!: number;
  answered!: boolean;
  flagged!: boolean;
  final!: boolean;
  /** a self-rated item with a rubric criterion the student has not rated yet */
  unrated!: boolean;
}

/** Where a student is in a session: enough to draw the player and its review screen. */
export class DeliveryStateDto {
  sessionId!: number;
  testName!: string;
  /** 1 Learn As You Go, 2 Practice Test */
  @ApiProperty({ enum: [1, 2] })
  mode!: number;
  preview!: boolean;
  /** 1 pending, 2 completed, 3 expired */
  status!: number;
  /** ISO 8601 */
  startedOn!: string;
  /** ISO 8601: a pending session can be resumed until then */
  expiresOn!: string;
  /** of the test part the current item belongs to */
  @ApiProperty({ enum: ['linear', 'nonlinear'] })
  navigationMode!: 'linear' | 'nonlinear';
  /** items one attempt delivers (operationalTestLength) */
  totalItems!: number;
  /** items of the route known so far (all of a nonlinear part, delivered ones of a linear part) */
  routeLength!: number;
  /** nothing follows the route's last item: the test can be submitted */
  complete!: boolean;
  /** the current position; routeLength once a linear test has moved past its last item */
  position!: number;
  items!: RouteEntryDto[];
  /** the item at `position`, or null past the end */
  @ApiProperty({ type: DeliveryItemViewDto, nullable: true })
  current!: DeliveryItemViewDto | null;
}

/** A published practice test that holds a strand: where "practise this skill" leads. */
export class PracticeTestDto {
  testDetailId!: number;
  testName!: string;
  categoryId!: number;
}

export class StrandScoreDto {
  strandName!: string;
  score!: number;
  maxScore!: number;
  percent!: number;
  /** machine-scored questions of the strand answered fully right */
  correct!: number;
  /** machine-scored questions of the strand */
  total!: number;
  /** the part of maxScore that self-rated items (an essay's self-score) give; 0 when none */
  selfRatedMaxScore!: number;
  /** 'strong' at the report's strongPercent or more of the strand's points, else 'needsPractice' */
  @ApiProperty({ enum: ['strong', 'needsPractice'] })
  status!: 'strong' | 'needsPractice';
  /** 0-based positions of the strand's questions not answered fully right, in route order */
  missed!: number[];
  /** published practice tests (not PAA samples) that hold a strand of the same name */
  practiceTests!: PracticeTestDto[];
}

export class BandCutDto {
  label!: string;
  /** the lowest percent of the band */
  fromPercent!: number;
}

/** An adaptive section's result: the engine's ability estimate over the items it gave. */
export class AdaptiveResultDto {
  sectionIdentifier!: string;
  /** items answered in the section */
  answered!: number;
  /** EAP θ on the item parameters' scale, and its posterior SD */
  theta!: number;
  se!: number;
  /** why the engine stopped: 'precision', 'max-length' or 'pool-exhausted'; null when the test was submitted before */
  @ApiProperty({ type: String, nullable: true })
  stopped!: string | null;
  /** the score on the scale the package declares, with its error band; absent when it declares none */
  scaledScore?: number;
  scaledLow?: number;
  scaledHigh?: number;
  /** the declared cut on the scale (college readiness), and score ≥ cut; both absent without a cut */
  cut?: number;
  ready?: boolean;
}

/** A band from the test's own declared cut scores (its BAND outcome); never an invented scale score. */
export class ScoreBandDto {
  label!: string;
  /** the cut score the percent reached; null when the table's defaultValue applies */
  @ApiProperty({ type: Number, nullable: true })
  fromPercent!: number | null;
  /** every band the test declares, highest first */
  cutScores!: BandCutDto[];
}

/** One rubric line of a self-rated item: a criterion, the level the student gave their answer and its points. */
export class SelfRatingDto {
  responseIdentifier!: string;
  /** the criterion as the item asks it */
  criterion!: string;
  /** the chosen level in its own words; null when the student did not rate this criterion */
  @ApiProperty({ type: String, nullable: true })
  level!: string | null;
  /** the points the item's mapping gives the level; null when not rated */
  @ApiProperty({ type: Number, nullable: true })
  points!: number | null;
  maxPoints!: number;
}

export class ReportItemDto {
  position!: number;
  uin!: string;
  strandName!: string;
  item!: ReviewedItemContentDto;
  stimuli!: StimulusViewDto[];
  @ApiProperty(RESPONSE_MAP)
  response!: Record<string, CandidateResponse>;
  @ApiProperty(CORRECT_MAP)
  correctResponse!: Record<string, string[]>;
  /** null for an item a person scores, a self-rated one, or one whose SCORE cannot be counted as points */
  @ApiProperty({ type: Boolean, nullable: true })
  correct!: boolean | null;
  score!: number;
  maxScore!: number;
  /** saved, not machine-scored (essays): not counted in the score */
  humanScored!: boolean;
  /** scored by the student's own rubric ratings (an essay's self-score): counted, but never right or wrong */
  selfRated!: boolean;
  /** a self-rated item's rubric lines; empty for any other item */
  selfRatings!: SelfRatingDto[];
  @ApiPropertyOptional(BODY_NODES)
  rubric?: BodyNode[];
}

/** A submitted session's result: the percent score, per strand, and every item with its answer. */
export class ScoreReportDto {
  sessionId!: number;
  testName!: string;
  /** 1 Learn As You Go, 2 Practice Test */
  @ApiProperty({ enum: [1, 2] })
  mode!: number;
  /** ISO 8601 */
  completedOn!: string;
  /** over machine-scored and self-rated items (see the items' selfRated) */
  score!: number;
  maxScore!: number;
  /** round(100 × score / maxScore); 0 when nothing is machine-scored */
  percent!: number;
  strands!: StrandScoreDto[];
  /** a strand is 'strong' from this percent of its points: the test's SCORE masteryValue over normalMaximum, else 70 */
  strongPercent!: number;
  /** the band of the percent by the test's declared cut scores; null when the test declares none */
  @ApiProperty({ type: ScoreBandDto, nullable: true })
  band!: ScoreBandDto | null;
  /** one per adaptive section the session went through; absent when the test has none */
  adaptive?: AdaptiveResultDto[];
  items!: ReportItemDto[];
}
