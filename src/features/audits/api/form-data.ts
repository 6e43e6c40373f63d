import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_API } from '@/contracts/audits/endpoints';
import { AUDIT_EXTRA_RATINGS, AUDIT_RATINGS, AUDIT_REPORT_STATUSES, type AuditFamily } from '@/contracts/audits/families';
import type { AuditFormData, PositionRef, SecurityProjectRef } from '@/contracts/audits/schemas';
import { data } from '@/lib/api/client';
import { formMembersOf, keepFormMembers, memberOf, type Member } from '../offline/members';
import { readRemembered, rememberPositions, remembered } from '../offline/remember';
import { AUDITS_KEY } from './shared';

/**
 * The reference data the audit forms need (titles, ratings, report statuses, the user's security
 * projects, uog flight codes, the members of those projects): GET /{family}/audit/create, kept on
 * the device once read so the forms open without a signal. The members are also kept per project
 * (offline/members.ts) for the finding personnel. Ratings and report statuses are fixed lists of
 * the contract: they are there even before the first sync.
 */
export async function loadFormData(family: AuditFamily): Promise<{ form: AuditFormData; fromDevice: boolean }> {
  const r = await remembered(`${family}.form`, async () => {
    const form = await data(AUDIT_API[family].audits.createForm, { quiet: true });
    await keepFormMembers(form).catch(() => undefined);
    return form;
  });
  return { form: r.value, fromDevice: r.fromDevice };
}

/** The project members of the form data (supervisors offline), with their roles. */
export const formMembers = (form: AuditFormData | undefined): Member[] => formMembersOf(form).members.map(memberOf);

export function useFormData(family: AuditFamily) {
  return useQuery({
    queryKey: [...AUDITS_KEY, family, 'form'],
    queryFn: () => loadFormData(family),
    staleTime: 5 * 60_000,
    networkMode: 'always',
    meta: { silent: true },
  });
}

/** A position with the name to show (supervisors, personnel), remembered for offline screens. */
export type PositionName = Pick<PositionRef, 'id' | 'full_name'>;
export const POSITIONS_NAME = 'positions';

export async function rememberNames(positions: readonly (PositionName | null | undefined)[]): Promise<void> {
  const known = positions.filter((p): p is PositionName => Boolean(p)).map(({ id, full_name }) => ({ id, full_name }));
  if (known.length) await rememberPositions(POSITIONS_NAME, known).catch(() => undefined);
}

export async function loadNames(): Promise<PositionName[]> {
  return (await readRemembered<PositionName[]>(POSITIONS_NAME).catch(() => undefined))?.value ?? [];
}

export function usePositionNames() {
  return useQuery({ queryKey: [...AUDITS_KEY, 'position-names'], queryFn: loadNames, networkMode: 'always', staleTime: 0 });
}

/** Labels by id for rows and forms built from what the device holds. */
export interface Lookups {
  titles: Map<number, string>;
  flightCodes: Map<number, string>;
  projects: Map<number, SecurityProjectRef>;
  ratings: Map<number, string>;
  extraRatings: Map<number, string>;
  reportStatuses: Map<number, string>;
  positions: Map<number, string>;
}

/** The fixed lists (ratings, extra ratings, report statuses) whose names the user's language gives. */
export type OptionKind = 'ratings' | 'extraRatings' | 'reportStatuses';
export type OptionLabel = (kind: OptionKind, option: { id: number; name: string }) => string;
const asNamed: OptionLabel = (_kind, option) => option.name;

/** Ratings and report statuses in the user's language (issue 9: they stayed Turkish on English screens). */
export function useOptionLabel(): OptionLabel {
  const { t } = useTranslation('audits');
  return useCallback<OptionLabel>((kind, option) => t(`options.${kind}.${option.id}`, { defaultValue: option.name }), [t]);
}

export function lookupsOf(form: AuditFormData | undefined, names: readonly PositionName[] = [], label: OptionLabel = asNamed): Lookups {
  const byId = <T extends { id: number }>(list: readonly T[] | undefined, label: (x: T) => string) => new Map((list ?? []).map((x) => [x.id, label(x)]));
  return {
    titles: byId(form?.titles, (x) => x.label),
    flightCodes: byId(form?.flight_codes, (x) => x.label),
    projects: new Map((form?.security_projects ?? []).map((p) => [p.id, p])),
    ratings: byId(form?.ratings.length ? form.ratings : AUDIT_RATINGS, (x) => label('ratings', x)),
    extraRatings: byId(form?.extra_ratings.length ? form.extra_ratings : AUDIT_EXTRA_RATINGS, (x) => label('extraRatings', x)),
    reportStatuses: byId(form?.report_statuses.length ? form.report_statuses : AUDIT_REPORT_STATUSES, (x) => label('reportStatuses', x)),
    positions: byId(names, (x) => x.full_name),
  };
}

/** The form's lists, with the contract's fixed lists when the server's are not on the device yet. */
export function listsOf(form: AuditFormData | undefined, label: OptionLabel = asNamed) {
  const named = <T extends { id: number; name: string }>(kind: OptionKind, list: readonly T[]) => list.map((x) => ({ ...x, name: label(kind, x) }));
  return {
    titles: form?.titles ?? [],
    ratings: named('ratings', form?.ratings.length ? form.ratings : AUDIT_RATINGS),
    extraRatings: named('extraRatings', form?.extra_ratings.length ? form.extra_ratings : AUDIT_EXTRA_RATINGS),
    reportStatuses: named('reportStatuses', form?.report_statuses.length ? form.report_statuses : AUDIT_REPORT_STATUSES),
    securityProjects: form?.security_projects ?? [],
    flightCodes: form?.flight_codes ?? [],
  };
}

/** Part of list query keys: the rows are built with the lookups, so new labels read the list again. */
export const lookupsStamp = (l: Lookups) => [l.titles.size, l.flightCodes.size, l.projects.size, l.positions.size].join('.');
