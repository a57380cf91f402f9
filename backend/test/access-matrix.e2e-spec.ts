import request from 'supertest';
import { RoleId } from '@portal/shared';
import { buildOpenApi } from '../src/openapi';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';

interface Route {
  path: string;
  isPublic: boolean;
  fn?: number;
}

const ROLES = [RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher];
/** Each check walks every route, so it gets room on a busy machine; no time is asserted. */
const WALK_TIMEOUT_MS = 240_000;

/**
 * Every route of one method in the OpenAPI document the app builds, so a route added later is
 * checked without touching this file. Path parameters get a harmless value.
 */
function documentRoutes(portal: TestPortal, method: 'get' | 'post'): Route[] {
  const document = buildOpenApi(portal.app);
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const op = item[method] as (Record<string, unknown> & { 'x-public'?: boolean; 'x-function'?: number }) | undefined;
    if (!op) return [];
    return [{ path: path.replace(/\{[^}]+\}/g, '1'), isPublic: op['x-public'] === true, fn: op['x-function'] }];
  });
}

const postRoutes = (portal: TestPortal): Route[] => documentRoutes(portal, 'post');

describe('who may call each POST route', () => {
  let portal: TestPortal;
  let routes: Route[];
  const clients = new Map<RoleId, TestClient>();
  const granted = new Map<RoleId, Set<number>>();

  beforeAll(async () => {
    portal = await startPortal();
    routes = postRoutes(portal);
    for (const role of ROLES) clients.set(role, await loginAs(portal, role));
    const rows = await sql<{ role_id: number; fn_id: number }>(portal, "select role_id, fn_id from role_functions where access = 'W'");
    for (const role of ROLES) granted.set(role, new Set(rows.filter((r) => r.role_id === role).map((r) => r.fn_id)));
  }, WALK_TIMEOUT_MS);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('finds the routes of the document, public and session-bound, some behind a function', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.find((r) => r.path === '/api/login')?.isPublic).toBe(true);
    expect(routes.find((r) => r.path === '/api/getProfile')?.isPublic).toBe(false);
    expect(routes.find((r) => r.path === '/api/inviteUsers')?.fn).toBe(3);
  });

  it(
    'answers 401 to a visitor on every session-bound route, and never on a public one',
    async () => {
      const visitor = portal.client();
      const wrong: string[] = [];
      for (const route of routes) {
        const { status } = await visitor.post(route.path, {});
        if ((status === 401) !== !route.isPublic) wrong.push(`${route.path}: ${status}`);
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a session-bound call without X-Login-Time, or with another login time',
    async () => {
      const student = clients.get(RoleId.Student)!;
      const wrong: string[] = [];
      for (const route of routes.filter((r) => !r.isPublic)) {
        const missing = await student.agent.post(route.path).send({});
        if (missing.status !== 403) wrong.push(`${route.path} without the header: ${missing.status}`);
        const other = await student.agent.post(route.path).set('X-Login-Time', '1000000000000').send({});
        if (other.status !== 401) wrong.push(`${route.path} with another login time: ${other.status}`);
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a public state-changing call without X-Login-Time (CSRF)',
    async () => {
      const wrong: string[] = [];
      for (const route of routes.filter((r) => r.isPublic)) {
        const { status } = await request(portal.server).post(route.path).send({});
        if (status !== 403) wrong.push(`${route.path}: ${status}`);
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "gives a function's routes to the roles that hold it and 403 to the others",
    async () => {
      const guarded = routes.filter((r) => r.fn !== undefined);
      expect(guarded.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const route of guarded) {
        for (const role of ROLES) {
          const { status } = await clients.get(role)!.post(route.path, {});
          const holds = granted.get(role)!.has(route.fn!);
          if (holds ? status === 401 || status === 403 : status !== 403) wrong.push(`${route.path} (function ${route.fn}) as role ${role}: ${status}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('keeps the role matrix the product relies on: only content admins manage users and read reports', () => {
    expect([...granted.entries()].filter(([, fns]) => fns.has(3)).map(([role]) => role)).toEqual([RoleId.ContentAdmin]);
    expect([...granted.entries()].filter(([, fns]) => fns.has(15)).map(([role]) => role)).toEqual([RoleId.ContentAdmin]);
    expect(
      routes
        .filter((r) => r.fn === 15)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/exportReport', '/api/getCategoryReport', '/api/getInstitutionReport', '/api/getStudentReport', '/api/getTestReport']);
    for (const path of ['/api/getNotifications', '/api/markNotificationsRead', '/api/getNotificationSettings', '/api/saveNotificationSettings']) {
      expect(routes.find((r) => r.path === path)).toMatchObject({ isPublic: false, fn: undefined });
    }
    for (const role of ROLES) expect(granted.get(role)!.has(2)).toBe(true);
  });
});

describe('who may call each GET route', () => {
  let portal: TestPortal;
  let routes: Route[];
  const clients = new Map<RoleId, TestClient>();
  const granted = new Map<RoleId, Set<number>>();

  beforeAll(async () => {
    portal = await startPortal();
    routes = documentRoutes(portal, 'get');
    for (const role of ROLES) clients.set(role, await loginAs(portal, role));
    const rows = await sql<{ role_id: number; fn_id: number }>(portal, "select role_id, fn_id from role_functions where access = 'W'");
    for (const role of ROLES) granted.set(role, new Set(rows.filter((r) => r.role_id === role).map((r) => r.fn_id)));
  }, WALK_TIMEOUT_MS);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('finds the GET routes of the document, public and session-bound, some behind a function', () => {
    expect(routes.find((r) => r.path === '/api/downloadHistory')?.isPublic).toBe(false);
    expect(routes.some((r) => r.isPublic)).toBe(true);
    expect(routes.some((r) => r.fn !== undefined)).toBe(true);
  });

  it(
    'answers 401 to a visitor on every session-bound GET route, and never on a public one',
    async () => {
      const visitor = portal.client();
      const wrong: string[] = [];
      for (const route of routes) {
        const { status } = await visitor.get(route.path);
        if ((status === 401) !== !route.isPublic) wrong.push(`${route.path}: ${status}`);
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "gives a function's GET routes to the roles that hold it and 403 to the others",
    async () => {
      const guarded = routes.filter((r) => r.fn !== undefined);
      const wrong: string[] = [];
      for (const route of guarded) {
        for (const role of ROLES) {
          const { status } = await clients.get(role)!.get(route.path);
          const holds = granted.get(role)!.has(route.fn!);
          if (holds ? status === 401 || status === 403 : status !== 403) wrong.push(`${route.path} (function ${route.fn}) as role ${role}: ${status}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
