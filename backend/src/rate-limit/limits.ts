import type { AppConfig } from '../config/config';

/** Every counter the portal keeps, with its points per window; one name is one key space. */
export type LimitName = 'loginAccount' | 'loginAddress' | 'loginDevice' | 'forgot' | 'forgotAddress' | 'signup' | 'events' | 'eventsVisitor' | 'certificate';

export interface LimitRule {
  points: number;
  seconds: number;
}

/**
 * Sign-in counts failures only, so a class behind one school address signs in freely and only
 * guessing is slowed: per account from anywhere (a change of address does not reset it), and per
 * address across accounts (a password spray); a browser known to the account (its device cookie)
 * is counted by that cookie alone, so a class behind one address is never refused for others' typos.
 * Forgot-password is counted per address and email,
 * and per address at ten times that so one client cannot mail every address it knows. Analytics
 * events are counted per signed-in user, a visitor's per address at ten times that (a classroom
 * on the sign-in page shares one address).
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
