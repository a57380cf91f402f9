import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type FieldProblem, PortalValidationException } from '../common/validation';
import { TexasInstitution } from '../institutions/texas-institution.entity';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { newCertificateCode } from './certificate-code';
import { PaaSession, PaaStatus } from './paa-session.entity';
import { progressProblems, stepOneProblems } from './paa-rules';
import { PaaGate } from './paa-gate.service';
import { PaaSampleTestsService } from './paa-sample-tests.service';
import type { PaaSaveDto, PaaSessionDto } from './paa.dto';

/** The rules of the wizard's saves: step 1's fields, the order of the steps, one PAA in progress. */
@Injectable()
export class PaaService {
  constructor(
    private readonly em: EntityManager,
    private readonly samples: PaaSampleTestsService,
    private readonly gate: PaaGate,
    private readonly users: UsersService,
  ) {}

  /** The PAA in progress, else the latest finished one, else a blank session (paaId 0). */
  async current(user: User): Promise<PaaSessionDto> {
    const inProgress = await this.em.findOne(PaaSession, { user: user.id, status: PaaStatus.InProgress }, { populate: ['institution'] });
    const session =
      inProgress ??
      (await this.em.findOne(
        PaaSession,
        { user: user.id, status: PaaStatus.Finished },
        { populate: ['institution'], orderBy: { completedOn: 'desc', id: 'desc' } },
      ));
    return this.view(user, session);
  }

  /** The first save (step 1): closes the PAA in progress, if any, and begins a new one. */
  async create(user: User, body: PaaSaveDto, now = new Date()): Promise<PaaSessionDto> {
    if (body.lastCompletedStep !== 0) throw new PortalValidationException([{ field: 'lastCompletedStep', message: 'paa.createStepZero' }]);
    const session = await this.em.transactional(async (em) => {
      const stepOne = await this.stepOne(em, body, now);
      if (stepOne.problems.length) throw new PortalValidationException(stepOne.problems);
      // Two tabs beginning at once: the second waits here and closes the first's new session.
      await this.users.lockAccount(em, user.id);
      const open = await em.find(PaaSession, { user: user.id, status: PaaStatus.InProgress });
      for (const old of open) this.leave(old, PaaStatus.Closed, now);
      await this.gate.left(
        em,
        open.map((s) => s.id),
        now,
      );
      // the close must reach the database before the insert, or the one-in-progress index refuses it
      await em.flush();
      const created = em.create(PaaSession, {
        user,
        lastCompletedStep: 0,
        institution: stepOne.institution,
        studentDisplayId: emptyToNull(body.studentDisplayId),
        studentDob: body.studentDOB,
        agreementChecked: true,
        videosWatched: body.videosWatched === true,
        status: PaaStatus.InProgress,
        startedOn: now,
        updatedOn: now,
      });
      await em.flush();
      return created;
    });
    return this.view(user, await this.em.findOneOrFail(PaaSession, session.id, { populate: ['institution'], refresh: true }));
  }

  /** A later save: the caller's PAA in progress, one step further at most, Finish on the last step. */
  async update(user: User, body: PaaSaveDto, now = new Date()): Promise<PaaSessionDto> {
    if (!body.paaId) throw new PortalValidationException([{ field: 'paaId', message: 'paa.paaIdRequired' }]);
    const paaId = body.paaId;
    await this.em.transactional(async (em) => {
      const session = await em.findOne(PaaSession, { id: paaId, user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!session) throw new NotFoundException('paa.notFound');
      if (session.status !== PaaStatus.InProgress) throw new ConflictException('paa.notInProgress');
      const videosWatched = session.videosWatched || body.videosWatched === true;
      const step = Math.max(body.lastCompletedStep, session.lastCompletedStep);
      // The sample tests are checked when step 3 is passed; a test published later changes nothing.
      const needsTests = step >= 2 && session.lastCompletedStep < 2;
      const stepOne = await this.stepOne(em, body, now);
      const problems = [
        ...stepOne.problems,
        ...progressProblems({
          requested: body.lastCompletedStep,
          saved: session.lastCompletedStep,
          videosWatched,
          sampleTestsDone: needsTests ? await this.samples.allDone(user.id, session.id, em) : true,
          finishing: body.status === PaaStatus.Finished,
        }),
      ];
      if (problems.length) throw new PortalValidationException(problems);
      session.lastCompletedStep = step;
      session.institution = stepOne.institution;
      session.studentDob = body.studentDOB;
      if (body.studentDisplayId !== undefined) session.studentDisplayId = emptyToNull(body.studentDisplayId);
      session.agreementChecked = true;
      session.videosWatched = videosWatched;
      session.updatedOn = now;
      if (body.status === PaaStatus.Finished) {
        this.leave(session, PaaStatus.Finished, now);
        session.certificateCode = await this.unusedCode(em);
        await this.gate.left(em, [session.id], now);
      }
    });
    return this.view(user, await this.em.findOneOrFail(PaaSession, paaId, { populate: ['institution'], refresh: true }));
  }

  /** The caller's own PAA; another student's answers 404 like one that does not exist. */
  async own(user: User, paaId: number): Promise<PaaSession> {
    if (!Number.isSafeInteger(paaId) || paaId < 1 || paaId > 2_147_483_647) throw new NotFoundException('paa.notFound');
    const session = await this.em.findOne(PaaSession, { id: paaId, user: user.id }, { populate: ['institution'] });
    if (!session) throw new NotFoundException('paa.notFound');
    return session;
  }

  async view(user: User, session: PaaSession | null): Promise<PaaSessionDto> {
    const step3Data = await this.samples.of(user.id, session?.id ?? 0);
    if (!session) {
      return {
        paaId: 0,
        lastCompletedStep: 0,
        institutionId: null,
        institution: null,
        studentDisplayId: null,
        studentDOB: null,
        agreementChecked: false,
        videosWatched: false,
        step3Data,
        status: PaaStatus.InProgress,
        certificateURL: null,
        startedOn: null,
        completedOn: null,
      };
    }
    return {
      paaId: session.id,
      lastCompletedStep: session.lastCompletedStep,
      institutionId: session.institution?.institutionIdPk ?? null,
      institution: session.institution?.institutionName ?? null,
      studentDisplayId: session.studentDisplayId ?? null,
      studentDOB: dateOnly(session.studentDob),
      agreementChecked: session.agreementChecked,
      videosWatched: session.videosWatched,
      step3Data,
      status: session.status,
      certificateURL: session.status === PaaStatus.Finished ? `/api/downloadPAACertificate/${session.id}` : null,
      startedOn: session.startedOn.toISOString(),
      completedOn: session.completedOn?.toISOString() ?? null,
    };
  }

  /** Step 1's fields checked, and the institution they name. */
  private async stepOne(em: EntityManager, body: PaaSaveDto, now: Date): Promise<{ problems: FieldProblem[]; institution: TexasInstitution | null }> {
    const institution = body.institutionId ? await em.findOne(TexasInstitution, { institutionIdPk: body.institutionId }) : null;
    const problems = stepOneProblems(
      { institutionId: body.institutionId, institutionExists: institution !== null, studentDOB: body.studentDOB, agreementChecked: body.agreementChecked },
      now,
    );
    return { problems, institution };
  }

  private leave(session: PaaSession, status: PaaStatus, now: Date): void {
    session.status = status;
    session.updatedOn = now;
    if (status === PaaStatus.Finished) session.completedOn = now;
  }

  private async unusedCode(em: EntityManager): Promise<string> {
    for (;;) {
      const code = newCertificateCode();
      if ((await em.count(PaaSession, { certificateCode: code })) === 0) return code;
    }
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function dateOnly(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
