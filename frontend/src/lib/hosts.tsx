import { onDemandHost } from './on-demand-host';

/** Dialogs open through `modals.*` events that this host handles (Modal, ScrollArea, Floating UI). */
export const dialogsHost = onDemandHost(() => import('@mantine/modals').then((m) => ({ default: () => <m.ModalsProvider /> })));

/** The alerts' list; an alert shown before it has mounted waits in the notifications' store.
 * Bottom right: there an alert covers none of the header's controls (language, account menu).
 * Above dialogs (200) but below menus and lists (300): a menu opened under an alert stays usable. */
export const alertsHost = onDemandHost(() =>
  import('@mantine/notifications').then((m) => ({ default: () => <m.Notifications position="bottom-right" transitionDuration={500} zIndex={250} /> })),
);
