import { describe, expect, it } from 'vitest';
import { employeeBody } from './schemas';
import { rewardPenaltyBody } from './reward-penalty';

const valid = {
  first_name: 'İsmail', last_name: 'Güneş', national_id_number: '10000000146', username: 'ismail.gunes',
  mobile_number: '0532 123 45 67', role_id: 1, term_type: 'certain_term', hired_at: '2026-01-05',
  iban_no: 'TR33 0006 1005 1978 6457 8413 26',
};

describe('employee body', () => {
  it('accepts a valid employee and normalises mobile and IBAN', () => {
    const parsed = employeeBody.parse(valid);
    expect(parsed.mobile_number).toBe('5321234567');
    expect(parsed.iban_no).toBe('TR330006100519786457841326');
    expect(parsed.nationality_country_id).toBe(792);
  });
  it('refuses a bad national id, IBAN and mobile with their messages', () => {
    const r = employeeBody.safeParse({ ...valid, national_id_number: '10000000147', iban_no: 'TR340006100519786457841326', mobile_number: '2121234567' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages.national_id_number).toBe('T.C. Kimlik numarası geçersiz.');
    expect(messages.iban_no).toBe('IBAN geçersizdir.');
    expect(messages.mobile_number).toBe('Telefon numarası geçersizdir.');
  });
  it('lets a masked IBAN through (the stored one is kept) and bounds children and term hours', () => {
    expect(employeeBody.safeParse({ ...valid, iban_no: 'TR33 **** **** **** **** *413 26' }).success).toBe(true);
    expect(employeeBody.safeParse({ ...valid, children: 10 }).success).toBe(false);
    expect(employeeBody.safeParse({ ...valid, term_hours: 31 }).success).toBe(false);
  });
});

describe('reward/penalty body', () => {
  it('needs a reason and a finish date not before the event', () => {
    const r = rewardPenaltyBody.safeParse({ employee_reward_penalty_type_id: 1, event_at: '2026-01-05', report_finish_date: '2026-01-04' });
    expect(r.error!.issues.map((i) => i.message)).toContain('Neden ve Kiriter Seçiniz');
  });
});
