import type { LeanRoute } from './lean-routes';
import { acceptWellFormed } from '../common/validation';
import { GetCoreDto } from './auth.dto';
import type { AuthService } from './auth.service';

// getCore takes no field the portal reads; an empty body passes as it is.
acceptWellFormed(GetCoreDto, (body) => Object.keys(body).length === 0);

/** getCore (AuthController.getCore) without the framework's pipeline. */
export const leanGetCore = (auth: AuthService): LeanRoute => ({
  url: '/api/getCore',
  dto: GetCoreDto,
  handle: (_body, session) => auth.core(session),
});
