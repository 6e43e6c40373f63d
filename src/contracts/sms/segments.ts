/**
 * SMS length rules (spec 3 §5, §9) and the real segment count of a text (3GPP TS 23.038).
 *
 * - The spec's display count is floor((length + 160) / 160), at least 1: kept as the form shows it.
 * - The real count depends on the alphabet: GSM-7 (160 septets, 153 per part when concatenated;
 *   an extension-table character takes 2 septets), GSM-7 with the Turkish single-shift table
 *   (ğ Ğ ş Ş ı İ ç € take 2 septets; the shift header leaves 155 / 149 septets), else UCS-2
 *   (70 UTF-16 units, 67 per part).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';
/** Characters the Turkish single-shift table adds to the extension table. */
const TURKISH_SHIFT = 'ĞİŞçğış';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);
const turkish = new Set(TURKISH_SHIFT);

export type SmsEncoding = 'gsm7' | 'gsm7-turkish' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
  /** Units one part holds in this text's encoding (single or concatenated). */
  perSegment: number;
}

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  gsm7: { single: 160, multi: 153 },
  'gsm7-turkish': { single: 155, multi: 149 },
  ucs2: { single: 70, multi: 67 },
};

/** The spec's count (spec 3 §5): floor((length + 160) / 160), at least 1. */
export function smsDisplayCount(text: string): number {
  return Math.max(1, Math.floor((text.length + 160) / 160));
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text];
  let encoding: SmsEncoding = 'gsm7';
  let units = 0;
  for (const c of chars) {
    if (basic.has(c)) units += 1;
    else if (extension.has(c)) units += 2;
    else if (turkish.has(c)) {
      units += 2;
      encoding = 'gsm7-turkish';
    } else {
      encoding = 'ucs2';
      break;
    }
  }
  if (encoding === 'ucs2') units = text.length;
  const { single, multi } = LIMITS[encoding];
  const segments = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / multi);
  return { encoding, units, segments, perSegment: segments === 1 ? single : multi };
}

/** Apron's limit (the gateway's long-message ceiling is not published in one place): 6 parts. */
export const SMS_MAX_SEGMENTS = 6;
export const SMS_BODY_MAX = 1000;

export const SMS_MESSAGES = {
  sent: 'Sms gönderilmiştir.',
  tooLong: `Mesaj en fazla ${SMS_MAX_SEGMENTS} SMS uzunluğunda olabilir.`,
  bodyRequired: 'Mesaj metni boş bırakılamaz.',
  phoneInvalid: 'Telefon numarası 10 haneli olmalı ve 0-4 ile başlamamalıdır.',
  noReceivers: 'En az bir alıcı seçiniz.',
  noMobile: 'Seçilen alıcılar arasında cep telefonu kayıtlı kimse bulunamadı.',
  receiverMissing: 'Seçilen alıcılardan bazıları bulunamadı.',
} as const;

/**
 * An additional receiver's phone (spec 3 §5): 10 digits, numeric, first digit not 0–4; stored
 * with the 90 prefix. Answers the stored form, or null when the rule refuses it.
 */
export function additionalPhone(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  if (!/^[5-9]\d{9}$/.test(digits)) return null;
  return `90${digits}`;
}

/** '905321234567' -> '+90 532 123 45 67' (shown with the country code). */
export function displayPhone(stored: string): string {
  const d = stored.replace(/\D/g, '');
  const national = d.length === 12 && d.startsWith('90') ? d.slice(2) : d;
  if (national.length !== 10) return stored;
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** Any stored or typed Turkish mobile ('5…', '05…', '905…') -> '905…' (12 digits), else null. */
export function toStoredGsm(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = value.replace(/\D/g, '');
  const national = d.length === 12 && d.startsWith('90') ? d.slice(2) : d.length === 11 && d.startsWith('0') ? d.slice(1) : d;
  return /^[5-9]\d{9}$/.test(national) ? `90${national}` : null;
}
