import { getTokenForData } from '../api/sdk.gen';
import i18n from '../i18n';
import { alerts } from './alerts';
import { session } from './session';
import { testWindow } from './test-window';

/** Learn As You Go is mode 1, Practice Test mode 2 (spec 9). */
export type PracticeMode = 1 | 2;

const WINDOW_NAME = 'tsia2-practice-test';

function fullScreenFeatures(): string {
  const { availWidth, availHeight } = window.screen;
  return `popup,left=0,top=0,width=${availWidth},height=${availHeight}`;
}

/**
 * Opens the practice test in its own full-screen window. The window is opened before the token is
 * fetched, while the click still counts as a user gesture, so pop-up blockers that allow clicked
 * pop-ups let it through; it is pointed at the player once the token arrives. A PAA sample test
 * carries the PAA's id, so its session counts for that PAA (Learn As You Go only).
 */
export async function launchTest(target: { testDetailId: number; mode: PracticeMode; preview?: boolean; paaId?: number }): Promise<boolean> {
  const win = window.open('', WINDOW_NAME, fullScreenFeatures());
  if (!win) {
    alerts.error(i18n.t('test.popupBlocked', { ns: 'pages' }));
    return false;
  }
  const { data } = await getTokenForData({
    path: { path: target.preview ? 'preview' : 'test' },
    body: { testDetailId: target.testDetailId, mode: target.mode, ...(target.paaId ? { paaId: target.paaId } : {}) },
  });
  if (!data?.token) {
    win.close();
    alerts.error(i18n.t('test.launchFailed', { ns: 'pages' }));
    return false;
  }
  const base = session.get().data?.tddomainUrl ?? `${window.location.origin}/delivery/`;
  win.location.href = `${base}${data.token}`;
  testWindow.set(win);
  win.focus();
  return true;
}
