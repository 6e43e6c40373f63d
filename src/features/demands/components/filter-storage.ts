import { storedFilter } from '@/lib/list/stored-filter';

/**
 * The /demand-responses filter is kept in the browser per user (spec 2 §2 "filterStorage"): the
 * list opens with the user's last filter, and two people sharing a device keep their own.
 */
export const RESPONSE_FILTER_NAMES = ['demand_type_id', 'status', 'started_at', 'ended_at', 'requester', 'keyword'] as const;

export const responseFilter = storedFilter('apron.demands.responses.filter', RESPONSE_FILTER_NAMES);
