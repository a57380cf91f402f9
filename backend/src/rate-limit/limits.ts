import type { AppConfig } from '../config/config';

/** Every counter the portal keeps, with its points per window; one name is one key space. */
export type LimitName = 'loginAccount' | 'loginAddress' | 'loginDevice' | 'forgot' | 'forgotAddress' | 'signup' | 'events' | 'eventsVisitor' | 'certificate';

export interface LimitRule {
  points: number;
  seconds: number;
}

/**
 * See "Passwords and sign-in limits" in docs/features.md. Forgot-password also counts per address at ten times
 * the rate, so one client cannot mail every address it knows; a visitor's analytics per address likewise.
 */
export function limitRules(config: AppConfig): Record<LimitName, LimitRule> {
  const l = config.limits;
  return {
    loginAccount: { points: l.loginPerAccount, seconds: 60 },
    loginAddress: { points: l.loginPerAddress, seconds: 60 },
    loginDevice: { points: l.loginPerAccount, seconds: 60 },
    forgot: { points: l.forgot, seconds: 60 },
    forgotAddress: { points: l.forgot * 10, seconds: 60 },
    signup: { points: l.signup, seconds: 60 },
    events: { points: l.events, seconds: 60 },
    eventsVisitor: { points: l.events * 10, seconds: 60 },
    certificate: { points: l.forgot, seconds: 60 },
  };
}
