import { useQuery } from '@tanstack/react-query';
import {
  editPayrollSetting, getPayroll, getPayrollSms, listPayrollImports, PAYROLL_TOKEN_HEADER, PAYROLL_TOKEN_KEY, sendPayrollSms, verifyPayrollCode,
} from '@/contracts/payroll';
import { ApiError, call, data, send } from '@/lib/api/client';
import { fileNameOf } from '@/lib/api/download';

/** The temporary access token of the SMS step, kept as 'payroll' for this browser session only. */
export const payrollToken = {
  get: () => sessionStorage.getItem(PAYROLL_TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(PAYROLL_TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(PAYROLL_TOKEN_KEY),
};
const tokenHeaders = (): Record<string, string> => ({ [PAYROLL_TOKEN_HEADER]: payrollToken.get() ?? '' });

/** Query keys start with 'payroll': never kept in the read cache (read-cache-policy). */
export const PAYROLL_KEY = ['payroll'] as const;

export const useSmsStep = (userId: number) => useQuery({ queryKey: [...PAYROLL_KEY, 'sms', userId], queryFn: () => data(getPayrollSms, { query: { user_id: userId } }) });
export const requestCode = (userId: number) => call(sendPayrollSms, { body: { user_id: userId } });
export async function verifyCode(userId: number, code: string) {
  const answer = await data(verifyPayrollCode, { body: { user_id: userId, code } });
  payrollToken.set(answer.temporary_access_token);
  return answer;
}

/** The month list; a 403 means the token is gone: it is cleared and the SMS step comes back. */
export const useMonths = (enabled: boolean) => useQuery({
  queryKey: [...PAYROLL_KEY, 'months'],
  queryFn: async () => {
    try {
      return await data(getPayroll, { headers: tokenHeaders() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) payrollToken.clear();
      throw error;
    }
  },
  enabled,
  meta: { silent: true },
  retry: false,
});

export type SlipResult = { ok: true; blob: Blob; fileName: string } | { ok: false; status: number; body: unknown };

/** The slip PDF (spec 1 §7: GET payroll [month, year, download] returns a PDF blob). */
export async function fetchSlip(year: number, month: number, download: boolean): Promise<SlipResult> {
  const res = await send(getPayroll, { query: { year, month, ...(download ? { download: 1 } : {}) }, headers: tokenHeaders() });
  if (!res.ok) {
    if (res.status === 403) payrollToken.clear();
    return { ok: false, status: res.status, body: await res.json().catch(() => null) };
  }
  return { ok: true, blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), `bordro-${year}-${month}.pdf`) };
}

export const useSetting = () => useQuery({ queryKey: [...PAYROLL_KEY, 'setting'], queryFn: () => data(editPayrollSetting) });
export const useImports = () => useQuery({
  queryKey: [...PAYROLL_KEY, 'imports'], queryFn: () => data(listPayrollImports),
  refetchInterval: (q) => (q.state.data?.some((i) => i.status === 'queued' || i.status === 'processing') ? 2000 : false),
});
