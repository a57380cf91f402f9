import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Auth, type AuthContext } from '../http/auth-context';

import { SessionExpiryDto } from './session.dto';

@ApiTags('auth')
@Controller('api')
export class SessionController {
  /**
   * "Stay signed in": like any call of the session it slides the idle expiry (and renews the
   * cookie); it answers when the session now ends. The absolute lifetime does not move.
   */
  @Post('extendSession')
  @HttpCode(200)
  @ApiUnauthorizedResponse({ description: 'The session has ended' })
  extendSession(@Auth() auth: AuthContext): SessionExpiryDto {
    return {
      result: 'SUCCESS',
      expiresIn: Math.max(0, Math.floor((auth.expiresAt.getTime() - Date.now()) / 1000)),
      expiry: auth.endsAtLifetime ? 'lifetime' : 'idle',
    };
  }
}
