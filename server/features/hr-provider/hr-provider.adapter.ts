import type { z } from 'zod';
import type {
  Holiday, HrPerson, LeaveRequest, companyEvent, hrDepartment, hrInit, leaveType, upcomingBirthday, waitingLeaveDays,
} from '../../../src/contracts/hr-provider';
import type { AuthContext } from '../../plugins/auth';

export type HrInit = z.infer<typeof hrInit>;
export type HrDepartment = z.infer<typeof hrDepartment>;
export type CompanyEvent = z.infer<typeof companyEvent>;
export type UpcomingBirthday = z.infer<typeof upcomingBirthday>;
export type WaitingLeaveDays = z.infer<typeof waitingLeaveDays>;
export type LeaveType = z.infer<typeof leaveType>;

/** A checked request: personId undefined = the caller's own person. */
export interface LeaveDraft {
  personId?: number;
  leaveTypeId: number;
  /** 'yyyy-MM-ddTHH:mm', Turkish time. */
  startDate: string;
  endDate: string;
  usedDays: number;
  description: string | null;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  page: number;
  perpage: number;
}

/**
 * The third-party HR provider (built-in or HTTP). Rules that do not depend on who stores the
 * data (who may file for whom, defaults) live in hr-provider.service.ts.
 */
export interface HrProviderAdapter {
  init(auth: AuthContext): Promise<HrInit>;
  departments(auth: AuthContext): Promise<HrDepartment[]>;
  nationalHolidays(auth: AuthContext, year: number): Promise<{ holidays: Holiday[]; religiousKnown: boolean }>;
  companyEvents(auth: AuthContext, page: PageQuery, now: Date): Promise<Paged<CompanyEvent>>;
  upcomingBirthdays(auth: AuthContext, q: PageQuery & { days: number }, today: string): Promise<Paged<UpcomingBirthday>>;
  waitingLeaveDays(auth: AuthContext): Promise<WaitingLeaveDays>;
  persons(auth: AuthContext, q: PageQuery & { department_id?: number; q?: string }): Promise<Paged<HrPerson>>;
  leaveTypes(auth: AuthContext): Promise<LeaveType[]>;
  /** The caller's own person id in the provider, or null when they have none. */
  ownPersonId(auth: AuthContext): Promise<number | null>;
  /** Stores a Waiting request; the service has validated times and counted the used days. */
  requestLeave(auth: AuthContext, leave: LeaveDraft): Promise<LeaveRequest>;
}
