import { Global, Module } from '@nestjs/common';
import { AccountLinksService } from './account-links.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SessionController } from './session.controller';
import { SessionsService } from './sessions.service';

@Global()
@Module({ controllers: [AuthController, SessionController], providers: [AuthService, AccountLinksService, SessionsService], exports: [SessionsService, AccountLinksService] })
export class AuthModule {}
