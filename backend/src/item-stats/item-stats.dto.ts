import { Type } from 'class-transformer';
import { IsIn, IsInt, Min } from 'class-validator';
import { DeliveryMode } from '../delivery/entities/test-session.entity';

export class ItemStatisticsQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  testDetailId!: number;

  /** 2 Practice Test (the default), 1 Learn As You Go, counted apart */
  @Type(() => Number)
  @IsIn([DeliveryMode.LearnAsYouGo, DeliveryMode.PracticeTest])
  mode!: number;
}

export class RefreshItemStatisticsDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  testDetailId!: number;
}

export class ItemFlagDto {
  code!: 'tooHard' | 'tooEasy' | 'lowDiscrimination' | 'negativeDiscrimination' | 'highOmit' | 'distractorBeatsKey';
  /** why the item is flagged, in the caller's language */
  reason!: string;
}

export class ChoiceFiguresDto {
  responseIdentifier!: string;
  /** the value given ('…' sums up the rarest values of a free-text item) */
  value!: string;
  /** part of the presented rows that gave it, 0 to 1 */
  share!: number;
  /** part of the upper 27 %'s rows that gave it, 0 to 1 */
  upperShare!: number;
  key!: boolean;
}

export class IrtStandardErrorsDto {
  a!: number | null;
  b!: number;
  c!: number | null;
}

export class ItemFitDto {
  /** residual chi-square over ability groups */
  chiSquare!: number;
  df!: number;
  p!: number;
}

/** An item's IRT parameters (logistic metric, D = 1) from the version's completed sessions. */
export class ItemIrtDto {
  model!: 'rasch' | '2pl' | '3pl';
  /** calibrated: estimated here; anchor: held fixed at an earlier version's or the package's values */
  status!: 'calibrated' | 'anchor' | 'not-calibrated';
  source?: 'earlier' | 'package';
  a!: number | null;
  b!: number | null;
  c!: number | null;
  se!: IrtStandardErrorsDto | null;
  fit!: ItemFitDto | null;
  /** completed sessions in which the item was presented */
  responses!: number;
  /** why an item is not calibrated, in the caller's language; null otherwise */
  reason!: string | null;
}

export class PopulationDto {
  mean!: number;
  sd!: number;
}

export class CalibrationSummaryDto {
  model!: 'rasch' | '2pl' | '3pl';
  sessions!: number;
  /** items held fixed */
  anchors!: number;
  cycles!: number;
  converged!: boolean;
  /** the students' ability distribution on the bank's scale */
  population!: PopulationDto;
  milliseconds!: number;
}

export class ItemFiguresDto {
  uin!: string;
  /** rows of completed sessions in which the item was presented */
  responses!: number;
  omitRate!: number | null;
  /** mean share of the score (p-value), 0 to 1; null for a human-scored item */
  facility!: number | null;
  /** corrected item-rest correlation (point-biserial for right/wrong items), −1 to 1 */
  discrimination!: number | null;
  /** facility of the upper 27 % minus that of the lower 27 % */
  upperLower!: number | null;
  medianSeconds!: number | null;
  choices!: ChoiceFiguresDto[];
  distractorBeatsKey!: boolean;
  flags!: ItemFlagDto[];
  /** null until the job calibrated this version */
  irt!: ItemIrtDto | null;
}

export class ItemStatisticsDto {
  testDetailId!: number;
  mode!: number;
  /** completed, non-preview sessions counted */
  sessions!: number;
  /** Cronbach's alpha (KR-20 for right/wrong items); null with fewer than two items or sessions */
  reliability!: number | null;
  /** ISO 8601; null before the first run */
  computedOn!: string | null;
  /** the IRT calibration's run; null before one ran */
  calibration!: CalibrationSummaryDto | null;
  /** the figures of each item that was presented at least once */
  items!: ItemFiguresDto[];
}

export class RefreshQueuedDto {
  status!: 'queued';
}
