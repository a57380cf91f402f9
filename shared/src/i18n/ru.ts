// The SPA's texts in one language, one namespace per feature; a browser loads one language at a time.
import auth from './ru/auth.json';
import common from './ru/common.json';
import history from './ru/history.json';
import home from './ru/home.json';
import imports from './ru/imports.json';
import notifications from './ru/notifications.json';
import paa from './ru/paa.json';
import pages from './ru/pages.json';
import player from './ru/player.json';
import reports from './ru/reports.json';
import results from './ru/results.json';
import review from './ru/review.json';
import session from './ru/session.json';
import users from './ru/users.json';
import verify from './ru/verify.json';

export const ru = { auth, common, history, home, imports, notifications, paa, pages, player, reports, results, review, session, users, verify };
