import { z } from 'zod';

/**
 * A screener's TPSS certification in the audit and drill personnel pickers (issue 10, "Expiry
 * tracking"). The pickers carry `tpss_valid_until`: the earliest validity date among the person's
 * TPSS certifications (one per document type), null when the person holds none. One rule for
 * both sides: the certification is expired on `day` when that date lies before it (the validity
 * date itself still counts as valid). The server's SQL twin is server/features/employees/tpss.ts.
 */
export const tpssValidUntil = z.string().nullable().optional();

export function isTpssExpired(validUntil: string | null | undefined, day: string): boolean {
  return validUntil != null && validUntil < day;
}

export const TPSS_MESSAGES = {
  /** 422 on drill_personal_position_id. */
  drillPersonExpired: 'TPSS sertifikasının süresi dolmuş personel tatbikat personeli olarak seçilemez.',
} as const;
