import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Lang } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { normalizeCertificateCode } from './certificate-code';
import { PaaSession, PaaStatus } from './paa-session.entity';
import type { PaaCertificateCheckDto, PaaDocumentUrlDto } from './paa.dto';
import { PaaService } from './paa.service';

/** Where the resource document and the certificate are downloaded, and the check of a certificate's code. */
@Injectable()
export class PaaDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly paa: PaaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Any of the caller's PAAs with an institution chosen: the document is written for that institution. */
  async resourceUrl(user: User, paaId: number, lang: Lang): Promise<PaaDocumentUrlDto> {
    await this.withInstitution(user, paaId);
    return { url: `/api/downloadPAAResource/${paaId}?lang=${lang}` };
  }

  /** Only a finished PAA has a certificate. */
  async certificateUrl(user: User, paaId: number, lang: Lang): Promise<PaaDocumentUrlDto> {
    await this.finished(user, paaId);
    return { url: `/api/downloadPAACertificate/${paaId}?lang=${lang}` };
  }

  async withInstitution(user: User, paaId: number): Promise<PaaSession> {
    const session = await this.paa.own(user, paaId);
    if (!session.institution) throw new ConflictException('paa.resourceNeedsInstitution');
    return session;
  }

  async finished(user: User, paaId: number): Promise<PaaSession> {
    const session = await this.paa.own(user, paaId);
    if (session.status !== PaaStatus.Finished || !session.certificateCode) throw new ConflictException('paa.certificateNotFinished');
    return session;
  }

  /** What an advisor may learn from a code: that it is real, whose (first name, last initial), where and when. */
  async verify(typed: string): Promise<PaaCertificateCheckDto> {
    const code = normalizeCertificateCode(typed);
    if (!code) return { valid: false };
    const session = await this.em.findOne(PaaSession, { certificateCode: code, status: PaaStatus.Finished }, { populate: ['user', 'institution'] });
    if (!session) return { valid: false };
    const initial = session.user.lastName.trim().charAt(0);
    return {
      valid: true,
      studentName: `${session.user.firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`,
      institution: session.institution?.institutionName ?? '',
      completedOn: session.completedOn!.toISOString(),
    };
  }

  /** The address printed on the certificate: the portal's page that checks its code and says so in words. */
  verifyUrl(code: string): string {
    return `${this.config.appUrl}/verifyCertificate?code=${encodeURIComponent(code)}`;
  }
}
