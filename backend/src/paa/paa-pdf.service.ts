import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Lang } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { PaaDocumentsService } from './paa-documents.service';

/** The resource document and the certificate as PDFs, in the reader's language. */
@Injectable()
export class PaaPdfService {
  constructor(private readonly documents: PaaDocumentsService) {}

  async resource(user: User, paaId: number, _lang: Lang): Promise<Uint8Array> {
    await this.documents.withInstitution(user, paaId);
    throw new ServiceUnavailableException('The resource document is not available yet.');
  }

  async certificate(user: User, paaId: number, _lang: Lang): Promise<Uint8Array> {
    await this.documents.finished(user, paaId);
    throw new ServiceUnavailableException('The certificate is not available yet.');
  }
}
