import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity';
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

  async record(type: EventType, user: User | null, path?: string | null, detail?: Record<string, unknown>): Promise<void> {
    await this.em.insert(AnalyticsEvent, { type, user, path: path ?? null, detail: detail ?? null, createdAt: new Date() });
  }
}
