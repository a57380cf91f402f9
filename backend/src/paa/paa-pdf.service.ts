import { Injectable } from '@nestjs/common';
import { type Lang, LOCALES } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { PaaDocumentsService } from './paa-documents.service';

/** The PDF writers load on the first document asked for: loading them at start cost every process a quarter second. */
@Injectable()
export class PaaPdfService {
  constructor(private readonly documents: PaaDocumentsService) {}

  async resource(user: User, paaId: number, lang: Lang, now = new Date()): Promise<Uint8Array> {
    const session = await this.documents.withInstitution(user, paaId);
    const { resourceTexts, writeResourcePdf } = await import('./pdf/resource-pdf');
    return writeResourcePdf({
      ...resourceTexts(lang),
      studentName: fullName(user),
      institution: session.institution!.institutionName,
      printedOn: longDate(lang, now),
      printedAt: now,
    });
  }

  async certificate(user: User, paaId: number, lang: Lang): Promise<Uint8Array> {
    const session = await this.documents.finished(user, paaId);
    const code = session.certificateCode!;
    const { certificateTexts, writeCertificatePdf } = await import('./pdf/certificate-pdf');
    return writeCertificatePdf({
      ...certificateTexts(lang),
      studentName: fullName(user),
      institution: session.institution?.institutionName ?? '',
      completedOn: longDate(lang, session.completedOn!),
      verificationCode: code,
      verifyUrl: this.documents.verifyUrl(code),
      issuedAt: session.completedOn!,
    });
  }
}

function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

// The completion day as the student saw it is not known; UTC is the same for everyone who checks it.
function longDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
