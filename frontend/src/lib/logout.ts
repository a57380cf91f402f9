import { logout } from '../api/sdk.gen';
import i18n from '../i18n';
import { confirmDialog } from './dialogs';
import { session } from './session';
import { testWindow } from './test-window';

/** The logout dialog of spec 4: it warns when a test window is open, and No refocuses that window. */
export function askToLogout(goHome: () => void): void {
  const inTest = testWindow.isOpen();
  confirmDialog({
    title: i18n.t(inTest ? 'testInProgressTitle' : 'logoutTitle', { ns: 'common' }),
    message: i18n.t(inTest ? 'testInProgressMessage' : 'logoutMessage', { ns: 'common' }),
    onNo: () => testWindow.focus(),
    onYes: async () => {
      testWindow.close();
      await logout();
      session.clear();
      goHome();
    },
  });
}
