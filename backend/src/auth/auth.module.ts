import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AclModule } from '../acl/acl.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { UsersModule } from '../users/users.module';
import { AccountLinksService } from './account-links.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies';
import { InviteController } from './invite.controller';
import { SessionController } from './session.controller';
import { SessionsService } from './sessions.service';
import { AccountToken } from './account-token.entity';
import { UserSession } from './session.entity';

/**
 * Sign-in, sessions, account links (sign-up, invitation, reset). Exports the session store the
 * global session guard reads, and the account links.
 */
@Module({
  imports: [MikroOrmModule.forFeature([AccountToken, UserSession]), UsersModule, AnalyticsModule, AclModule],
  controllers: [AuthController, SessionController, InviteController],
  providers: [AuthService, AccountLinksService, SessionsService, DeviceCookies],
  exports: [SessionsService, AccountLinksService],
})
export class AuthModule {}
