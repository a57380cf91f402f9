import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { SessionPositionDto } from './delivery-requests.dto';

/** A choice the student struck out: it stays a choice, only drawn crossed out. */
export class EliminatedChoiceDto {
  /** the choice interaction's response identifier */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  responseIdentifier!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  choiceIdentifier!: string;
}

/** Highlighted text: characters start (inclusive) to end (exclusive) of a passage's text. */
export class HighlightDto {
  /** a stimulus identifier of the item, or `item` for the item's own text */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  target!: string;

  @IsInt()
  @Min(0)
  @Max(1_000_000)
  start!: number;

  @IsInt()
  @Min(1)
  @Max(1_000_000)
  end!: number;
}

export class ItemMarksDto {
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => EliminatedChoiceDto)
  eliminated!: EliminatedChoiceDto[];

  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => HighlightDto)
  highlights!: HighlightDto[];
}

export class SaveMarksDto extends SessionPositionDto {
  /** all of the item's marks: they replace the saved ones */
  @ValidateNested()
  @Type(() => ItemMarksDto)
  marks!: ItemMarksDto;
}
