import { z } from 'zod';
import { endpoint, id, listQuery, text } from '../http';

/** Spec 3's support screens name no permission; the support list's (view-users). */
const access = { permission: 'view-users' } as const;

export const partnerFilter = z.object({
  name: text(120).optional(),
  ad_area: text(120).optional(),
  /** active: the contract runs today; ended: it is over. */
  status: z.enum(['active', 'ended']).optional(),
});
export type PartnerFilter = z.input<typeof partnerFilter>;

export const advertisingPartner = z.object({
  id: z.number(), name: z.string(), tax_number: z.string(), contact_name: z.string().nullable(), phone: z.string().nullable(),
  email: z.string().nullable(), ad_area: z.string(), contract_start: z.string(), contract_end: z.string(), monthly_fee: z.string(), active: z.boolean(),
});
export type AdvertisingPartner = z.infer<typeof advertisingPartner>;

export const listPartners = endpoint({
  method: 'GET', path: '/havas/filter', access, summary: 'Advertising partners, paged; filters name, ad_area, status.',
  query: listQuery.merge(partnerFilter), data: z.array(advertisingPartner),
});
export const partnerPdf = endpoint({ method: 'GET', path: '/havas/pdf-download/{id}', access, file: true, summary: "A partner's sheet as a PDF.", params: z.object({ id }) });
export const partnersExcel = endpoint({ method: 'GET', path: '/havas/excel-report', access, file: true, summary: 'The filtered partners as an Excel workbook.', query: partnerFilter });
