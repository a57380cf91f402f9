import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { DeliveryItemContentDto, StimulusViewDto } from '../delivery/items.public';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CpItemRefDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpId!: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  itemId!: number;
}

export class ItemCommentsQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cpId!: number;

  /** one item's comments; the whole package's without it */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  itemId?: number;
}

export class AddItemCommentDto extends CpItemRefDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'itemReview.commentRequired' })
  @MaxLength(2000, { message: 'validation.maxLength' })
  text!: string;
}

export class MapEntryDto {
  mapKey!: string;
  mappedValue!: number;
}

/** How one response is scored: its correct values and, for a mapped one, what each value is worth. */
export class ResponseScoringDto {
  responseIdentifier!: string;
  correctResponse!: string[];
  mapping!: MapEntryDto[];
}

export class ItemScoringDto {
  /** a standard response processing template ('match_correct', 'map_response', ...), or 'custom' */
  processing!: string;
  maxScore!: number;
  humanScored!: boolean;
  responses!: ResponseScoringDto[];
}

/** One item of a package alone, as the student will see it, with what only staff see. */
export class CpItemViewDto {
  itemId!: number;
  cpId!: number;
  testDetailId!: number;
  uin!: string;
  title!: string;
  strandName!: string;
  calculator!: number;
  /** 1-based place in the test's item list, and how many items it holds */
  index!: number;
  total!: number;
  previousItemId!: number | null;
  nextItemId!: number | null;
  item!: DeliveryItemContentDto;
  stimuli!: StimulusViewDto[];
  /** the key, by response identifier */
  correctResponse!: Record<string, string[]>;
  scoring!: ItemScoringDto;
}

export class ItemCommentDto {
  id!: number;
  itemId!: number;
  uin!: string;
  authorName!: string;
  text!: string;
  /** ISO 8601 */
  createdOn!: string;
}

export class ItemCommentListDto {
  data!: ItemCommentDto[];
}
