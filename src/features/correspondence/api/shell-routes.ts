import type { labelCount, mandatoryInbox } from '@/contracts/correspondence/correspondence';
import { data } from '@/lib/api/client';

/**
 * The two calls the signed-in shell makes on every screen, as bare routes: the shell's first load
 * must not carry the correspondence schemas (zod) with it.
 */
export const LABEL_COUNT_KEY = ['correspondence', 'label-count'] as const;
export const MANDATORY_KEY = ['correspondence', 'mandatory'] as const;
/** Spec 1 §1, spec 3 §9: every 2 minutes. */
export const REFRESH_MS = 120_000;

export const fetchLabelCount = () => data<typeof labelCount>({ method: 'GET', path: '/label-count' }, { quiet: true });
export const fetchMandatory = () => data<typeof mandatoryInbox>({ method: 'GET', path: '/inbox/mandatory' }, { quiet: true });
