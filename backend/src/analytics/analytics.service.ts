import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AnalyticsEvent } from './analytics-event.entity';

/** The spec's analytics events, plus page views; recorded first-party only. */
export const EVENT_TYPES = [
  'page_view',
  'login_success',
  'login_failure',
  'registration_success',
  'registration_failure',
  'signup_success',
  'signup_failure',
  'reset_password_success',
  'reset_password_failure',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

@Injectable()
export class AnalyticsService {
  constructor(private readonly em: EntityManager) {}

  /** `userId`: whose event it is, when a signed-in user's or a known account's. */
  async record(type: EventType, userId: number | null, path?: string | null, detail?: Record<string, unknown>): Promise<void> {
    await this.em.insert(AnalyticsEvent, { type, user: userId, path: path ?? null, detail: detail ?? null, createdAt: new Date() });
  }
}
