import { latinUpper } from '@/contracts/text';

/** Letters only: A–Z. */
export function letterCode(value: string): string {
  return latinUpper(value).replace(/[^A-Z]/g, '');
}

/** Letters and digits: A–Z, 0–9. */
export function alphanumericCode(value: string): string {
  return latinUpper(value).replace(/[^A-Z0-9]/g, '');
}
