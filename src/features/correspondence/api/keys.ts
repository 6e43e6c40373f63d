export const CORRESPONDENCE_KEY = ['correspondence'] as const;
