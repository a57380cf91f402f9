import { IsIn, IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';
import { EVENT_TYPES, type EventType } from './analytics.service';

/** Bounds what one public call may store: 20 × (40 + 200) characters at most. */
export const EVENT_DETAIL_LIMITS = { entries: 20, key: 40, value: 200 } as const;

function isEventDetail(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= EVENT_DETAIL_LIMITS.entries &&
    entries.every(([key, v]) => key.length <= EVENT_DETAIL_LIMITS.key && typeof v === 'string' && v.length <= EVENT_DETAIL_LIMITS.value)
  );
}

function IsEventDetail() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isEventDetail',
      target: object.constructor,
      propertyName,
      options: { message: 'validation.eventDetail' },
      validator: { validate: isEventDetail },
    });
}

export class TrackEventDto {
  /** page_view for a route change, or one of the spec's analytics events */
  @IsIn(EVENT_TYPES, { message: 'validation.eventType' })
  type!: EventType;

  /** the route path the event happened on */
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.maxLength' })
  path?: string;

  /** at most 20 named texts: names up to 40 characters, values up to 200 */
  @IsOptional()
  @IsEventDetail()
  detail?: Record<string, string>;
}
