import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from '../plugins/endpoints';
import { createTestApp, type TestApp } from './harness';

/**
 * Every API call of the built areas of api-index.tsv is registered (method and path; parameter
 * names aside). Rows the spec marks ambiguous and Apron reads differently are listed with the reason.
 */
const BUILT_AREAS = [
  '1:Security projects', '2:Ground-handling', '2:Dog-unit', '2:Third family', '2:Warnings', '2:Drills',
  '2:Shift and work-schedule demands', '2:Generic demands', '3:Detection registers',
  '3:Document sharing', '3:Document folders',
  '1:Employee list and actions', '1:Employee record', '1:Reference lists', '3:Training',
  '1:Organisation administration', '3:Support',
  '1:Leave', '1:Payroll', '3:SMS', '1:Position groups', '3:Manager survey', '3:Transfers', '3:Process API', '3:Performance',
];
/** Single rows of areas not built in full: `doc:area:METHOD /path` as written in api-index.tsv. */
const BUILT_ROWS = [
  '1:Session and shared:GET /list', '1:Session and shared:GET /dashboard/timeline', '1:Session and shared:GET /schedule/weekly',
  '1:Session and shared:GET /count/weekly', '1:Session and shared:GET /exchange-rate/cbot', '1:Session and shared:GET /exchange-rate/cbot/{from}/{to}',
  // Survey correspondences (issue 13, docs/decisions/correspondence.md).
  '3:Correspondence:GET /survey-report', '3:Correspondence:POST /api/survey/{id}/answer',
];
/** Areas built in part: only their rows whose path matches are checked (the rest are listed in docs/decisions). */
const BUILT_PARTS: Record<string, RegExp> = {};
const READ_OTHERWISE: Record<string, string> = {
  // "Flights: GET list" (path and host not given): Apron serves it as /flights/list (docs/decisions/dashboard-integrations.md).
  'GET /list': 'GET /flights/list',
  // "written only 'DELETE file'": Apron deletes one file by its id, /demand/request/{id}/file/{fileId}.
  'DELETE /demand/request/{}/file': 'DELETE /demand/request/{}/file/{}',
  // Process API, written bare 'execute-trigger': ProcessMaker 3 runs a trigger on a case, cases/{app_uid}/execute-trigger/{tri_uid}.
  'PUT /pm/execute-trigger': 'PUT /pm/cases/{}/execute-trigger/{}',
};
/**
 * Areas Apron serves under a prefix of its own: the Process API is ProcessMaker's, on a separate host
 * in the source; Apron's built-in engine answers it under /api/pm (docs/decisions/cases.md).
 */
const AREA_PREFIX: Record<string, string> = { '3:Process API': '/pm' };
/**
 * Rows without a path (spec text "path not given"), matched by their notes: the call Apron serves for
 * each. Query builder lookups are configured URLs (docs/decisions/cases.md): Apron's lookups follow
 * the rows' shapes on the option-lookup and typeahead endpoints named here.
 */
const PATHLESS: Record<string, string> = {
  '3:Process API:project steps reads': 'GET /pm/project/{}/activity/{}/steps',
  '3:Process API:dynaform reads': 'GET /pm/project/{}/dynaform/{}',
  '3:Process API:light step GET': 'GET /pm/light/project/{}/activity/{}/steps',
};
/**
 * Path-less rows that are the client's own behaviour (configured URLs, templates): the file that
 * covers each. Query builder lookups: src/lib/query-builder (lookupRequest, lookupItems); its HTML
 * templates are React components in Apron (docs/decisions/cases.md).
 */
const CLIENT_SIDE: Record<string, string> = {
  '3:Query builder:option lookup': 'src/lib/query-builder/typeahead-items.test.ts',
  '3:Query builder:typeahead': 'src/lib/query-builder/typeahead-items.test.ts',
  '3:Query builder:template fetch': 'docs/decisions/cases.md',
};
const REFERENCE_PATHS = /^\/(prohibited-substance|suspicious-substance|imposter-document|employee-training-type|employee-training-name|apron-card-type|performance-training|performance-period-base-score|performance-extra-point|performance-period|api\/(survey|question|answer|manager-survey))(\/|$)/;
/** Spec 3 writes the survey lists as api/survey …: Apron's own base is /api already (docs/decisions/surveys.md). */
const API_PREFIXED = /^(\w+) \/api\/(survey|question|answer|manager-survey)(\/|$)/;

const specFile = fileURLToPath(new URL('../../tests/spec/api-index.tsv', import.meta.url));
const norm = (path: string) => `/${path.replace(/^\/+/, '')}`.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 0);
});
afterAll(() => t.close());

describe('spec endpoints', () => {
  it('registers every call of the built areas, and the detection reference lists', () => {
    const have = new Set(registered.map((e) => `${e.method} ${norm(e.path)}`));
    const rows = readFileSync(specFile, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
    const wanted = rows
      .filter(([doc, area, method, path]) => method && path && (BUILT_AREAS.includes(`${doc}:${area}`) || BUILT_ROWS.includes(`${doc}:${area}:${method} ${path}`)
        || BUILT_PARTS[`${doc}:${area}`]?.test(norm(path!)) || (area === 'Reference lists' && REFERENCE_PATHS.test(norm(path!)))))
      .map(([doc, area, method, path]) => `${method} ${AREA_PREFIX[`${doc}:${area}`] ?? ''}${norm(path!)}`);
    expect(wanted.length).toBeGreaterThan(200);
    const missing = wanted.filter((call) => !have.has(READ_OTHERWISE[call] ?? call.replace(API_PREFIXED, '$1 /$2$3')));
    expect(missing).toEqual([]);
    // Rows of built areas without a path: the call Apron serves for each, found by the row's notes.
    const pathlessAreas = new Set(Object.keys(PATHLESS).map((k) => k.split(':').slice(0, 2).join(':')));
    const pathless = rows.filter(([doc, area, method, path]) => method && !path && pathlessAreas.has(`${doc}:${area}`));
    expect(pathless.length).toBe(Object.keys(PATHLESS).length);
    const served = pathless.map(([doc, area, , , notes]) => Object.entries(PATHLESS).find(([k]) => k.startsWith(`${doc}:${area}:`) && notes!.includes(k.split(':')[2]!))?.[1] ?? `unmatched: ${notes}`);
    expect(served.filter((call) => !have.has(call))).toEqual([]);
    const clientAreas = new Set(Object.keys(CLIENT_SIDE).map((k) => k.split(':').slice(0, 2).join(':')));
    const clientRows = rows.filter(([doc, area, method, path]) => method && !path && clientAreas.has(`${doc}:${area}`));
    const covered = clientRows.map(([doc, area, , , notes]) => Object.entries(CLIENT_SIDE).find(([k]) => k.startsWith(`${doc}:${area}:`) && notes!.startsWith(k.split(':')[2]!))?.[1]);
    expect(covered.length).toBe(Object.keys(CLIENT_SIDE).length);
    expect(covered.filter((file) => !file || !existsSync(fileURLToPath(new URL(`../../${file}`, import.meta.url))))).toEqual([]);
  });
});
