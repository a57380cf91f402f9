import { Global, Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailTransport, MailService], exports: [MailService] })
export class MailModule {}
