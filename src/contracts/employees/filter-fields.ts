import type { FieldType } from '../query-filter';
import { TERM_TYPES } from './terms';

/**
 * What the employee query builder filters on (spec 1 §3 "Query filter"): one source type,
 * 'employee'. The server compiles only these names (server/features/employees/employee-filter.ts);
 * the client offers the same list. Declared without zod so the list screen loads it cheaply.
 */
export const EMPLOYEE_SOURCE = 'employee';

export interface EmployeeFilterField {
  name: string;
  label: string;
  type: FieldType;
  values?: readonly string[];
}

export const EMPLOYEE_FILTER_FIELDS: readonly EmployeeFilterField[] = [
  { name: 'first_name', label: 'Ad', type: 'text' },
  { name: 'last_name', label: 'Soyad', type: 'text' },
  { name: 'national_id_number', label: 'T.C. Kimlik No', type: 'text' },
  { name: 'full_name', label: 'Ad Soyad', type: 'text' },
  { name: 'username', label: 'Kullanıcı Adı', type: 'text' },
  { name: 'mobile_number', label: 'Cep Telefonu', type: 'text' },
  { name: 'nickname', label: 'Operasyon Kodu', type: 'text' },
  { name: 'security_project_id', label: 'Proje', type: 'number' },
  { name: 'role_id', label: 'Rol', type: 'number' },
  { name: 'department_id', label: 'Departman', type: 'number' },
  { name: 'region_id', label: 'Bölge', type: 'number' },
  { name: 'term_season_id', label: 'Sezon', type: 'number' },
  { name: 'term_type', label: 'Sözleşme Türü', type: 'enum', values: TERM_TYPES },
  { name: 'employee_type', label: 'Personel Türü', type: 'enum', values: ['normal', 'disabled'] },
  { name: 'hired_at', label: 'İşe Giriş Tarihi', type: 'date' },
  { name: 'term_end_date', label: 'Sözleşme Bitiş Tarihi', type: 'date' },
  { name: 'resignation_date', label: 'İstifa Tarihi', type: 'date' },
  { name: 'exit_date', label: 'Çıkış Tarihi', type: 'date' },
  { name: 'apron_card_exists', label: 'Apron Kartı Var', type: 'boolean' },
  { name: 'apron_card_validity_date', label: 'Apron Kartı Geçerlilik', type: 'date' },
  { name: 'tpss_validity_date', label: 'TPSS Geçerlilik Tarihi', type: 'date' },
];

/** Spec 1 §3: the default group — first name, last name, national id, all 'starts with'. */
export const DEFAULT_GROUP_FIELDS = ['first_name', 'last_name', 'national_id_number'] as const;

/** Report types of /general-report (spec 1 §2); only 'default' allows 4 groups. */
export const REPORT_TYPES = {
  default: 'Personel Listesi',
  tpss: 'TPSS Sertifika Raporu',
  'apron-card': 'Apron Kartı Raporu',
  exits: 'Çıkış Raporu',
  expiring: 'Süresi Dolacaklar',
} as const;
export type ReportType = keyof typeof REPORT_TYPES;
export const REPORT_TYPE_KEYS = Object.keys(REPORT_TYPES) as [ReportType, ...ReportType[]];

export const SAVED_FILTER_TYPES = { public: 'Herkese Açık', private: 'Bana Özel' } as const;
export type SavedFilterType = keyof typeof SAVED_FILTER_TYPES;
