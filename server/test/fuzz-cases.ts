import { z } from 'zod';
import type { Endpoint } from '../../src/contracts/http';

/** One hostile request derived from a contract declaration. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const BIG = 'ş'.repeat(100_000); // 200 KB of UTF-8
const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** Wrong values of every kind, for one field at a time or for all at once. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['string 200KB', BIG],
  ['huge integer', 99_999_999_999_999],
  ['negative', -1],
  ['float', 1.5],
  ['object', { nested: true }],
  ['array', [1, 'a', null]],
  ['null', null],
  ['boolean', true],
  ['deep', deep(40)],
  ['sql', "1'; drop table users; --"],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
];

const BAD_IDS = ['0', '-1', 'abc', '99999999999', '1.5', '%27%20or%201%3D1'];

type JsonSchema = {
  type?: string | string[]; enum?: unknown[]; const?: unknown; format?: string; pattern?: string;
  minimum?: number; minLength?: number; minItems?: number; items?: JsonSchema; default?: unknown;
  properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[];
};

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

function propertiesOf(schema: z.ZodType | undefined): string[] {
  return Object.keys(jsonSchemaOf(schema)?.properties ?? {});
}

/** Strings that satisfy the patterns contracts use (codes, ids, dates, times, phones, IBANs). */
const PATTERN_SAMPLES = ['DENEME', 'AB12', 'ab12', '1', '12', '2026-03-02', '2026-03-02 10:00', '10:00', '02/03/2026', '10000000146', '5321234567', 'TR330006100519786457841326', 'deneme', 'Deneme'];
const safeTest = (pattern: string, value: string) => {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
};

/** A plausible valid value for a JSON schema, so a mutated field reaches the handler and its SQL. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (alternative) return sampleOf(alternative, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2026-03-02';
      if (schema.format === 'date-time') return '2026-03-02T10:00:00Z';
      if (schema.format === 'email') return 'deneme@example.com';
      if (schema.format === 'uuid') return '0190f6a0-0000-7000-8000-000000000001';
      if (schema.pattern) return PATTERN_SAMPLES.find((c) => safeTest(schema.pattern!, c)) ?? 'Deneme';
      return 'Deneme kaydı'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleOf(schema.items, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v, depth + 1)]).filter(([, v]) => v !== undefined));
    default:
      return undefined;
  }
}

/** The values a valid-looking request carries in one field to test what reaches the database. */
const FIELD_POISON: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['huge integer', 99_999_999_999_999],
  ['string 200KB', BIG],
];

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its raw UTF-8-style bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.split('').map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
};

const api = (path: string) => (path.startsWith('/oauth/') ? path : `/api${path}`);
const fill = (path: string, value: string) => path.replace(/\{(\w+)\}/g, () => value);

export function casesFor(e: Endpoint): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const url = api(fill(e.path, '1'));
  const json = (label: string, body: unknown): FuzzCase => ({ label, method: e.method, url, payload: JSON.stringify(body), contentType: 'application/json' });

  if (e.path.includes('{')) {
    for (const id of BAD_IDS) cases.push({ label: `path ${id}`, method: e.method, url: api(fill(e.path, id)), ...(e.method === 'GET' ? {} : { payload: '{}', contentType: 'application/json' }) });
  }
  const query = propertiesOf(e.query);
  if (e.method === 'GET' || query.length > 0) {
    for (const q of ['page=-1', 'page=abc', 'page=99999999999', 'perpage=7', 'perpage=-5', 'ordering=%3B%20drop%20table%20users', 'ordering=-nonexistent', `ordering=${'x'.repeat(5000)}`]) {
      cases.push({ label: `query ${q.slice(0, 30)}`, method: e.method, url: `${url}?${q}` });
    }
    const plausible = (sampleOf(jsonSchemaOf(e.query)) ?? {}) as Record<string, unknown>;
    const queryOf = (values: Record<string, unknown>) => Object.entries(values).filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => `${k}=${encode(String(v))}`).join('&');
    for (const name of query) {
      for (const value of ['', 'a'.repeat(20_000), '-1', '99999999999', '[object]', 'a\u0000b', 'a\ud800b']) {
        cases.push({ label: `query ${name}`, method: e.method, url: `${url}?${queryOf({ ...plausible, [name]: value })}&${name}[]=1` });
      }
    }
  }
  if (e.method === 'GET') return cases;

  cases.push(json('empty body', {}));
  cases.push({ label: 'malformed JSON', method: e.method, url, payload: '{"a": [1, 2', contentType: 'application/json' });
  cases.push({ label: 'wrong content type', method: e.method, url, payload: 'name=x&id=1', contentType: 'text/plain' });
  cases.push({ label: 'binary body', method: e.method, url, payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]), contentType: 'application/octet-stream' });
  cases.push(json('array body', [1, 2, 3]));
  cases.push(json('deep body', deep(40)));
  const fields = propertiesOf(e.body);
  for (const [label, value] of HOSTILE_VALUES) {
    if (fields.length === 0) cases.push(json(`unknown field ${label}`, { anything: value }));
    else cases.push(json(`every field ${label}`, Object.fromEntries(fields.map((f) => [f, value]))));
  }
  return cases;
}

/** The first guess at a valid body, from the contract's JSON schema (refinements are found by repair). */
export function plausibleBody(e: Endpoint): Record<string, unknown> | undefined {
  if (e.method === 'GET' || e.multipart) return undefined;
  const valid = sampleOf(jsonSchemaOf(e.body));
  return valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : undefined;
}

/** Values tried, in order, for a field the server refused: what contracts' refinements accept. */
export const REPAIR_CANDIDATES: unknown[] = [
  '2026-03-02 10:00', '2026-03-02', '10:00', '02/03/2026', 'https://example.com/kayit', 'DENEME', 'AB12', '1', 1, 2, true, false,
  [], [1], ['1'], 'deneme@example.com', '5321234567', '10000000146', 'TR330006100519786457841326', 'Deneme açıklaması uzun bir metin', null,
];

/** One field at a time poisoned in a body the server accepted, so the value reaches the handler's SQL. */
export function poisonCases(e: Endpoint, valid: Record<string, unknown>): FuzzCase[] {
  const url = api(fill(e.path, '1'));
  return Object.keys(valid).flatMap((field) =>
    FIELD_POISON.map(([label, value]) => ({ label: `${field} ${label}`, method: e.method, url, payload: JSON.stringify({ ...valid, [field]: value }), contentType: 'application/json' })),
  );
}

/** What must never reach a client: stack frames, SQL, server paths. */
export const LEAK = /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\/work\/|\bselect\b.+\bfrom\b|\binsert into\b|syntax error|violates|relation "|column "/i;
