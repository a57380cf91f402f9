import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { EVENT_TYPES, type EventType } from './analytics.service';

export class TrackEventDto {
  /** page_view for a route change, or one of the spec's analytics events */
  @IsIn(EVENT_TYPES, { message: 'validation.eventType' })
  type!: EventType;

  /** the route path the event happened on */
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.maxLength' })
  path?: string;

  @IsOptional()
  @IsObject()
  detail?: Record<string, string>;
}
