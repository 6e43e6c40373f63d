import type { AuditFamily, PersonelStorageType } from '@/contracts/audits/families';
import type { AuditProjectItem, FindingItem } from '@/contracts/audits/schemas';

/** Audit project form (ggh, k9): a security project of the audit, 'HH:mm' times, ggh media url. */
export interface ProjectValues {
  security_project_id: number | null;
  started_at: string;
  ended_at: string;
  media_url: string;
}

export const emptyProjectValues = (): ProjectValues => ({ security_project_id: null, started_at: '', ended_at: '', media_url: '' });

const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map(num).filter((n): n is number => n !== null) : []);

export const projectValuesFromItem = (p: AuditProjectItem): ProjectValues => ({
  security_project_id: p.security_project_id, started_at: p.started_at, ended_at: p.ended_at, media_url: p.media_url ?? '',
});

export const projectValuesFromBody = (b: Record<string, unknown>): ProjectValues => ({
  security_project_id: num(b.security_project_id), started_at: str(b.started_at), ended_at: str(b.ended_at), media_url: str(b.media_url),
});

export function projectBody(family: AuditFamily, v: ProjectValues): Record<string, unknown> {
  return {
    security_project_id: v.security_project_id ?? '',
    started_at: v.started_at,
    ended_at: v.ended_at,
    ...(family === 'ggh' ? { media_url: v.media_url.trim() || null } : {}),
  };
}

/**
 * Finding form, all families: rating; ggh and k9 the finding's text (title); personnel as chosen
 * positions and/or free text (k9 chooses one way: 'table' or 'row'); uog 'HH:mm' times.
 */
export interface FindingValues {
  rating_id: number | null;
  title: string;
  personal_text: string;
  personel_storage_type: PersonelStorageType;
  positions: number[];
  started_at: string;
  ended_at: string;
}

export const emptyFindingValues = (): FindingValues => ({
  rating_id: null, title: '', personal_text: '', personel_storage_type: 'table', positions: [], started_at: '', ended_at: '',
});

export const findingValuesFromItem = (f: FindingItem): FindingValues => ({
  rating_id: f.rating_id, title: f.title ?? '', personal_text: f.personal_text ?? '', personel_storage_type: f.personel_storage_type ?? 'table',
  positions: f.positions.map((p) => p.id), started_at: f.started_at ?? '', ended_at: f.ended_at ?? '',
});

/** The chosen positions under the family's own field name. */
const POSITIONS_FIELD: Record<AuditFamily, string> = { ggh: 'positions', k9: 'selected_personals', uog: 'selectedPersonals' };
export const positionsField = (family: AuditFamily) => POSITIONS_FIELD[family];

export function findingValuesFromBody(family: AuditFamily, b: Record<string, unknown>): FindingValues {
  return {
    rating_id: num(b.rating_id), title: str(b.title), personal_text: str(b.personal_text),
    personel_storage_type: b.personel_storage_type === 'row' ? 'row' : 'table', positions: nums(b[POSITIONS_FIELD[family]]),
    started_at: str(b.started_at), ended_at: str(b.ended_at),
  };
}

/** The contract's body of the family (FINDING_BODIES), without photos. */
export function findingBody(family: AuditFamily, v: FindingValues): Record<string, unknown> {
  const personal_text = v.personal_text.trim() || undefined;
  if (family === 'uog') return { started_at: v.started_at, ended_at: v.ended_at, rating_id: v.rating_id ?? '', selectedPersonals: v.positions, personal_text };
  if (family === 'k9') {
    // k9 keeps one kind of personnel: the chosen positions ('table') or the typed names ('row').
    return v.personel_storage_type === 'row'
      ? { rating_id: v.rating_id ?? '', title: v.title, personel_storage_type: 'row', selected_personals: [], personal_text }
      : { rating_id: v.rating_id ?? '', title: v.title, personel_storage_type: 'table', selected_personals: v.positions };
  }
  return { rating_id: v.rating_id ?? '', title: v.title, personal_text, positions: v.positions };
}

/** uog: the typed names, comma separated, one by one (spec 2 §3). */
export const splitNames = (text: string | null | undefined) =>
  (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
