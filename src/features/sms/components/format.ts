import { displayDateTime } from '@/contracts/display-dates';
export const formatWhen = (iso: string | null) => displayDateTime(iso);
export const shorten = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
