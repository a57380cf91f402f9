import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Fn } from '@portal/shared';
import { AccountLinksService } from './account-links.service';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Lang, RequiresFunction } from '../http/decorators';
import type { Lang as Language } from '../i18n/i18n';
import { InviteUserDto, InviteUserResponseDto } from './invite.dto';

/** Staff invitations: auth/ makes, mails and later redeems the sign-up link. */
@ApiTags('users')
@Controller('api')
export class InviteController {
  constructor(private readonly links: AccountLinksService) {}

  /** Mails a 7-day, single-use sign-up link for a staff role; a fresh invite voids the previous one. */
  @RequiresFunction(Fn.Users)
  @Post('inviteUsers')
  @HttpCode(200)
  inviteUsers(@SignedInUser() user: User, @Body() body: InviteUserDto, @Lang() lang: Language): Promise<InviteUserResponseDto> {
    return this.links.invite(user, body.userEmail, body.userRoleId, lang);
  }
}
