import { type StaticDataRouteOption, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UnauthorizedAccess } from './guards';

/** A translation key, `namespace:path`, naming a page: the same words as its heading where it has one. */
export type PageTitleKey = `${string}:${string}`;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's `<title>` (WCAG 2.4.2): a key, or a key chosen from the route's params. */
    title?: PageTitleKey | ((params: Record<string, string>) => PageTitleKey);
    /** The route's errorComponent shows a failed load inside the page (its 'not found'), so the page keeps its title. */
    loadErrorInPage?: boolean;
  }
}

const NOT_FOUND: PageTitleKey = 'common:errors.notFoundTitle';
const UNAUTHORIZED: PageTitleKey = 'common:errors.unauthorizedTitle';
const ERROR: PageTitleKey = 'common:errors.title';

/** What the title needs of a route match. */
interface MatchLike {
  status: string;
  error?: unknown;
  params: object;
  staticData?: StaticDataRouteOption;
}

/** The title key of the page the matches show: the deepest route that names one, or the error shown instead. */
export function titleKeyOf(matches: readonly MatchLike[]): PageTitleKey {
  for (const match of matches) {
    if (match.status === 'notFound') return NOT_FOUND;
    if (match.status !== 'error') continue;
    if (match.error instanceof UnauthorizedAccess) return UNAUTHORIZED;
    if (!match.staticData?.loadErrorInPage) return ERROR;
  }
  for (const match of [...matches].reverse()) {
    const title = match.staticData?.title;
    if (title) return typeof title === 'function' ? title(match.params as Record<string, string>) : title;
  }
  // Only the root matched: no route has this path.
  return NOT_FOUND;
}

/** Keeps `document.title` on the current page's name and the product's, in the interface language. */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const key = useRouterState({ select: (s) => titleKeyOf(s.matches) });
  useEffect(() => {
    const show = () => (document.title = t('documentTitle', { page: t(key), product: t('productName') }));
    const ns = key.slice(0, key.indexOf(':'));
    // The page's namespace may still be on its way; the title waits for it rather than show a key.
    if (i18n.hasLoadedNamespace(ns)) show();
    else void i18n.loadNamespaces(ns).then(show);
  }, [key, t, i18n]);
}
