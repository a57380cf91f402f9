import { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { routeTree } from '../routeTree.gen';
import { UnauthorizedAccess } from './guards';
import { type PageTitleKey, titleKeyOf } from './page-title';

/** Every route that shows a page of its own: a leaf of the tree with a component (redirects have none). */
function pages(route: AnyRoute): AnyRoute[] {
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  if (children.length) return children.flatMap(pages);
  return route.options.component ? [route] : [];
}

/** The title keys a route gives, for the params its pages are reached with (a category id is 1 to 5). */
function keysOf(route: AnyRoute): PageTitleKey[] {
  const title = route.options.staticData?.title;
  if (!title) return [];
  if (typeof title !== 'function') return [title];
  return [...new Set(['1', '2', '3', '4', '5'].map((id) => title({ id, token: 'x', sessionId: '1' })))];
}

describe('page titles', () => {
  // The router works out each route's full path as it starts.
  createRouter({ routeTree, context: { queryClient: new QueryClient() } });
  const routes = pages(routeTree as unknown as AnyRoute);

  it('walks a tree of pages', () => {
    expect(routes.map((r) => r.fullPath)).toEqual(
      expect.arrayContaining(['/login', '/home/index', '/home/test/$id', '/verifyCertificate', '/delivery/$token']),
    );
  });

  it.each(routes.map((r) => [r.fullPath, r] as const))('%s names its page', (_path, route) => {
    expect(keysOf(route).length).toBeGreaterThan(0);
  });

  it.each(['en', 'ru'])('gives every page a title of its own in %s, each translated', async (lang) => {
    const t = i18n.getFixedT(lang);
    const titles = routes.flatMap(keysOf).map((key) => t(key));
    for (const title of titles) expect(title).not.toMatch(/^\w+:[\w.]+$/); // a missing key shows as itself
    expect(new Set(titles).size).toBe(titles.length);
    const other = i18n.getFixedT(lang === 'en' ? 'ru' : 'en');
    expect(
      titles.filter((title) =>
        routes
          .flatMap(keysOf)
          .map((key) => other(key))
          .includes(title),
      ),
    ).toEqual([]);
  });

  it('names the error shown instead of a page: not found, unauthorized, or another error', () => {
    const root = { status: 'success', params: {} };
    expect(titleKeyOf([root, { status: 'success', params: {}, staticData: { title: 'pages:profile.title' } }])).toBe('pages:profile.title');
    expect(
      titleKeyOf([
        root,
        { status: 'success', params: { id: '5' }, staticData: { title: ({ id }) => (id === '5' ? 'paa:landing.title' : 'pages:test.title') } },
      ]),
    ).toBe('paa:landing.title');
    expect(titleKeyOf([root])).toBe('common:errors.notFoundTitle');
    expect(titleKeyOf([root, { status: 'notFound', params: {} }])).toBe('common:errors.notFoundTitle');
    expect(titleKeyOf([{ status: 'error', error: new UnauthorizedAccess(3), params: {} }])).toBe('common:errors.unauthorizedTitle');
    expect(titleKeyOf([{ status: 'error', error: new Error('boom'), params: {} }])).toBe('common:errors.title');
  });

  it('keeps the page title when the route shows its failed load inside the page, but not for an unauthorized user', () => {
    const root = { status: 'success', params: {} };
    const page = { params: {}, staticData: { title: 'history:report.title', loadErrorInPage: true } } as const;
    expect(titleKeyOf([root, { ...page, status: 'error', error: new Error('404') }])).toBe('history:report.title');
    expect(titleKeyOf([root, { ...page, status: 'error', error: new UnauthorizedAccess(8) }])).toBe('common:errors.unauthorizedTitle');
  });
});
