import { Global, Module } from '@nestjs/common';
import { AccountLinksService } from './account-links.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { InviteController } from './invite.controller';
import { SessionController } from './session.controller';
import { SessionsService } from './sessions.service';

@Global()
@Module({ controllers: [AuthController, SessionController, InviteController], providers: [AuthService, AccountLinksService, SessionsService], exports: [SessionsService, AccountLinksService] })
export class AuthModule {}
