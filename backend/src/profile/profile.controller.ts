import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { User } from '../users/user.entity';
import { SignedInUser } from '../users/signed-in-user.public';
import { Auth, type AuthContext } from '../http/auth-context';
import { Lang } from '../http/decorators';
import { type Lang as Language, t } from '../i18n/i18n';
import { GetProfileDto, ProfileDto, SaveProfileDto, SaveProfileResponseDto } from './profile.dto';
import { profileOf } from './profile-of';

@ApiTags('profile')
@Controller('api')
export class ProfileController {
  constructor(private readonly em: EntityManager) {}

  /** The signed-in user's profile. */
  @Post('getProfile')
  @HttpCode(200)
  getProfile(@Auth() auth: AuthContext, @Body() _body: GetProfileDto): ProfileDto {
    return profileOf(auth);
  }

  /** Names are trimmed by validation; the language choice is remembered for mails. */
  @Post('saveProfile')
  @HttpCode(200)
  async saveProfile(@SignedInUser() user: User, @Body() body: SaveProfileDto, @Lang() lang: Language): Promise<SaveProfileResponseDto> {
    user.firstName = body.firstName;
    user.lastName = body.lastName;
    if (body.language) user.language = body.language;
    await this.em.flush();
    return { result: 'SUCCESS', message: t(lang, 'profile.saved') };
  }
}
