// The SPA's texts in one language, one namespace per feature; a browser loads one language at a time.
import auth from './en/auth.json';
import common from './en/common.json';
import history from './en/history.json';
import home from './en/home.json';
import imports from './en/imports.json';
import notifications from './en/notifications.json';
import paa from './en/paa.json';
import pages from './en/pages.json';
import player from './en/player.json';
import reports from './en/reports.json';
import results from './en/results.json';
import review from './en/review.json';
import session from './en/session.json';
import users from './en/users.json';
import verify from './en/verify.json';

export const en = { auth, common, history, home, imports, notifications, paa, pages, player, reports, results, review, session, users, verify };
