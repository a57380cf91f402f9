import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PaaGate } from '../paa/paa-gate.service';
import { expirePaaAttempts } from './sessions.queries';

/** A PAA that is no longer in progress keeps no unfinished sample attempt to resume. */
@Injectable()
export class PaaSampleAttempts implements OnModuleInit {
  constructor(private readonly gate: PaaGate) {}

  onModuleInit(): void {
    this.gate.onLeave((em, paaIds, now) => this.expire(em, paaIds, now));
  }

  private async expire(em: EntityManager, paaIds: number[], now: Date): Promise<void> {
    await expirePaaAttempts(em, paaIds, now);
  }
}
