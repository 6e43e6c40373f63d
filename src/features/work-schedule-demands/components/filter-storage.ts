import { storedFilter } from '@/lib/list/stored-filter';

/**
 * The review list's filter is kept in the browser per user (spec 2 §2 "filterStorage"): the list
 * opens with the user's last filter, and two people sharing a device keep their own.
 */
export const REVIEW_FILTER_NAMES = [
  'status', 'type', 'type_id', 'period_id', 'work_schedule_id', 'security_project_id', 'requester', 'year', 'date_from', 'date_to',
] as const;

export const reviewFilter = storedFilter('apron.work-schedule-demands.review.filter', REVIEW_FILTER_NAMES);
