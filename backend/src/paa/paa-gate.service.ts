import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { TestsService } from '../practice-tests/tests.service';
import { PAA_SAMPLE_CATEGORY, PaaStatus } from './paa-session.entity';
import { holdPaaStatus, isOwnPaa, ownPaaStatus } from './paa-sessions.queries';

/** What another feature does when PAAs stop being in progress, inside the transaction that stops them. */
export type PaaLeaveListener = (em: EntityManager, paaIds: number[], now: Date) => Promise<void>;

/**
 * Delivery asks it before launching a PAA's sample tests, so the PAA never reads delivery; the tests'
 * PAA-owner check is registered here at start-up.
 */
@Injectable()
export class PaaGate implements OnModuleInit {
  /** Sample tests are the published tests of this category. */
  readonly sampleCategory = PAA_SAMPLE_CATEGORY;
  private readonly leaveListeners: PaaLeaveListener[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly tests: TestsService,
  ) {}

  onModuleInit(): void {
    this.tests.checkPaaOwnerWith((userId, paaId) => this.isOwn(paaId, userId));
  }

  /** Registered once at start-up by a feature that keeps state tied to a PAA in progress. */
  onLeave(listener: PaaLeaveListener): void {
    this.leaveListeners.push(listener);
  }

  /** Called by the PAA itself when it closes or finishes sessions. */
  async left(em: EntityManager, paaIds: number[], now: Date): Promise<void> {
    if (paaIds.length === 0) return;
    for (const listener of this.leaveListeners) await listener(em, paaIds, now);
  }

  /** Whether the PAA is the user's own, whatever its status. */
  private async isOwn(paaId: number, userId: number): Promise<boolean> {
    return isOwnPaa(this.em, paaId, userId);
  }

  /** The caller's own PAA, in progress: where a sample test may be launched. */
  async assertInProgress(paaId: number, userId: number): Promise<void> {
    const paa = await ownPaaStatus(this.em, paaId, userId);
    if (!paa) throw new NotFoundException('paa.notFound');
    if (Number(paa.status) !== PaaStatus.InProgress) throw new ConflictException('paa.notInProgress');
  }

  /**
   * Inside a transaction: the PAA is still in progress, and stays so until the transaction ends
   * (a concurrent close waits), so a sample attempt is never started for a PAA that just ended.
   */
  async holdInProgress(em: EntityManager, paaId: number): Promise<void> {
    const paa = await holdPaaStatus(em, paaId);
    if (!paa || Number(paa.status) !== PaaStatus.InProgress) throw new ConflictException('paa.notInProgress');
  }
}
