import { SecurityState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { buildIsolationFixture, call, type IsolationFixture, type Markers, type Viewer } from './fixture.js';

/**
 * The isolation matrix: a table of cells, each one route looked at by one viewer, each one test
 * named `<route>: <viewer> <expectation>`:
 *   sees     the reply is a success and shows the markers (the control: a list that showed
 *            nothing to anyone would pass "hidden" vacuously)
 *   hidden   the reply is a success and no marker is anywhere in it
 *   refused  the reply is a refusal state and no marker is anywhere in it
 *   ignored  a bulk action answers success having done nothing (0 removed, 0 marked); the file's
 *            last tests check that what outsiders acted on is as it was
 */
export type Expectation = 'sees' | 'hidden' | 'refused' | 'ignored';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
}

export interface Cell {
  route: string;
  viewer: Viewer;
  expect: Expectation;
  request: (m: Markers) => Request;
  markers: (m: Markers) => string[];
}

/** The states a refusal may carry: not allowed, not visible, not found (never 400 or 5xx). */
const REFUSALS = new Set<number>([
  SecurityState.UNAUTHORIZED,
  6030101, // announcement not found
  6030102, // may not publish
  6030302, // resource not found (a student-affairs group's record)
  6040101, // user not found
  6040301, // org not found
  6050101, // process definition not found
  6050103, // instance not found
  6050104, // task not found
  6050105, // not the assignee
  6050109, // action not allowed
  6050110, // draft not found
  6050111, // not visible
  6050113, // delegation not found
  6050114, // task change not found
  6060201, // business object (registration batch) not found
  6070101, // message not found
  6070201, // attachment not found
]);

export const listBody = (parameters: Record<string, string> = {}) => ({
  parameters: Object.entries(parameters).map(([key, value]) => ({ key, value })),
  requestPage: { pageNo: 1, limit: 500 },
});

/** A list route (POST with the list body). */
export const list =
  (url: string, parameters: (m: Markers) => Record<string, string> = () => ({})) =>
  (m: Markers): Request => ({ method: 'POST', url, payload: listBody(parameters(m)) });

export const get =
  (url: (m: Markers) => string) =>
  (m: Markers): Request => ({ method: 'GET', url: url(m) });

export const post =
  (url: (m: Markers) => string, payload: (m: Markers) => unknown = () => undefined) =>
  (m: Markers): Request => ({ method: 'POST', url: url(m), payload: payload(m) });

/** One route's row of the matrix: which viewers see, find nothing, are refused or ignored. */
export function row(
  route: string,
  request: (m: Markers) => Request,
  markers: (m: Markers) => string[],
  who: Partial<Record<Expectation, Viewer[]>>,
): Cell[] {
  return (Object.entries(who) as [Expectation, Viewer[]][]).flatMap(([expectation, viewers]) =>
    viewers.map((viewer) => ({ route, viewer, expect: expectation, request, markers })),
  );
}

/**
 * A student-affairs group's request on the mechanism's group routes: the staff query (the
 * group's staff in charge of the student), the student's records (their own) and the request's detail (its
 * student and the staff in charge); another student, a teacher and school B's people never.
 */
export function requestRows(
  service: string,
  group: string,
  id: (m: Markers) => string,
  owner: Viewer,
  other: Viewer,
  /** The group's staff in charge of the student (its review audience). */
  staff: Viewer[],
): Cell[] {
  const base = `/api/${service}/v3/affairs/${group}`;
  return [
    ...row(`POST ${group} query`, list(`${base}/query`), (m) => [id(m)], {
      sees: staff,
      hidden: ['hbcounsellor', 'adminB'],
      refused: [owner, other, 'teacher', 'hbstudent'],
    }),
    ...row(`POST ${group} records`, list(`${base}/records`), (m) => [id(m)], {
      sees: [owner],
      hidden: [other, 'hbstudent'],
    }),
    ...row(
      `GET ${group} detail`,
      get((m) => `${base}/detail?id=${id(m)}`),
      (m) => [id(m)],
      {
        sees: [owner, ...staff],
        refused: [other, 'teacher', 'hbstudent', 'hbcounsellor', 'adminB'],
      },
    ),
  ];
}

// The teacher holds a copy of the student's request (copy-to gives read access), so the
// unrelated colleague is the dormitory manager.
export const OUTSIDERS_OF_STUDENT: Viewer[] = ['classmate', 'adminA', 'adminB', 'hbstudent'];
export const OUTSIDERS_OF_COUNSELLOR: Viewer[] = ['dorm', 'adminB', 'hbcounsellor'];

async function check(t: TestApp, fixture: IsolationFixture, cell: Cell): Promise<void> {
  const { method, url, payload } = cell.request(fixture.markers);
  const reply = await call(t.app, fixture.as[cell.viewer], method, url, payload);
  const markers = cell.markers(fixture.markers);
  const summary = `${reply.status} ${reply.text.slice(0, 300)}`;
  if (cell.expect === 'sees') {
    expect(reply.state, summary).toBe(200);
    for (const marker of markers) expect(reply.text, `shows ${marker}`).toContain(marker);
    return;
  }
  if (cell.expect === 'hidden') expect(reply.state, summary).toBe(200);
  else if (cell.expect === 'ignored')
    expect(JSON.stringify(reply.data), summary).toMatch(/^(0|\{"\w+":0\})$/);
  else expect(REFUSALS.has(reply.state), `a refusal state: ${summary}`).toBe(true);
  for (const marker of markers) expect(reply.text, `leaks ${marker}`).not.toContain(marker);
}

/**
 * Registers the file's app and fixture and a test per cell, grouped. Returns the app and fixture
 * for the file's own follow-up tests (once its hooks have run).
 */
export function isolationMatrix(
  groups: Record<string, Cell[]>,
): () => { t: TestApp; fixture: IsolationFixture } {
  let t: TestApp;
  let fixture: IsolationFixture;
  beforeAll(async () => {
    t = await createTestApp();
    fixture = await buildIsolationFixture(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  for (const [group, cells] of Object.entries(groups)) {
    describe(group, () => {
      it.each(cells.map((cell) => [`${cell.route}: ${cell.viewer} ${cell.expect}`, cell] as const))(
        '%s',
        (_name, cell) => check(t, fixture, cell),
      );
    });
  }
  return () => ({ t, fixture });
}
