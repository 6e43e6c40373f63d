import { AUDIT_FAMILIES } from '../permissions';
import type { SecurityProjectType } from '../security-project-types';

/**
 * The three audit families of spec 2 (ground-handling `ggh`, dog-unit `k9`, operations `uog`):
 * one configuration each, read by the endpoint factories, the lock rule, the server and the
 * client. Decisions: docs/decisions/audits.md.
 */
export { AUDIT_FAMILIES };
export type AuditFamily = (typeof AUDIT_FAMILIES)[number];
/** The families whose audits have a project level (uog findings hang on the audit). */
export type ProjectFamily = Exclude<AuditFamily, 'uog'>;

export interface AuditFamilyConfig {
  family: AuditFamily;
  /** Upper-case prefix of generated audit codes ('GGH-2026-00012'). */
  prefix: string;
  hasProjects: boolean;
  /** Reference-list keys (server/features/reference-lists) of the family's titles and flight codes. */
  titleList: string;
  flightCodeList: string | null;
  /** The security-project types whose projects an audit of the family may name. */
  projectTypes: readonly SecurityProjectType[];
  permissions: {
    view: string;
    /** Reading (and writing) findings, when the family gates them separately (uog). */
    viewFindings: string;
    observerApprove: string;
    adminApprove: string;
    /**
     * administrate-{family}-audits: overrides the edit lock. It is also "the edit-audit
     * permission" of the lock rule (spec 2 §4), which the spec names but does not list.
     */
    administrate: string;
  };
}

export const AUDIT_FAMILY_CONFIG: Record<AuditFamily, AuditFamilyConfig> = {
  ggh: {
    family: 'ggh', prefix: 'GGH', hasProjects: true, titleList: 'ggh-title', flightCodeList: null, projectTypes: ['ggh'],
    permissions: {
      view: 'view-ggh-audits', viewFindings: 'view-ggh-audits',
      observerApprove: 'observer-approve-ggh-audits', adminApprove: 'admin-approve-ggh-audits', administrate: 'administrate-ggh-audits',
    },
  },
  k9: {
    family: 'k9', prefix: 'K9', hasProjects: true, titleList: 'k9-title', flightCodeList: null, projectTypes: ['ggh', 'uog'],
    permissions: {
      view: 'view-k9-audits', viewFindings: 'view-k9-audits',
      observerApprove: 'observer-approve-k9-audits', adminApprove: 'admin-approve-k9-audits', administrate: 'administrate-k9-audits',
    },
  },
  uog: {
    family: 'uog', prefix: 'UOG', hasProjects: false, titleList: 'uog-title', flightCodeList: 'uog-flight-code', projectTypes: ['uog'],
    permissions: {
      view: 'view-uog-audits', viewFindings: 'view-uog-audit-findings',
      observerApprove: 'observer-approve-uog-audit', adminApprove: 'admin-approve-uog-audit', administrate: 'administrate-uog-audits',
    },
  },
};

export const isAuditFamily = (value: string): value is AuditFamily => (AUDIT_FAMILIES as readonly string[]).includes(value);

// ---- Fixed lists the spec names but does not enumerate (docs/decisions/audits.md) ----------

export interface AuditOption {
  id: number;
  name: string;
}

/** rating_id of audits and findings. */
export const AUDIT_RATINGS: readonly AuditOption[] = [
  { id: 1, name: 'Uygun' },
  { id: 2, name: 'Kısmen uygun' },
  { id: 3, name: 'Uygun değil' },
  { id: 4, name: 'Gözlem' },
];

/** extra_rating of an audit: the overall grade beside its rating. */
export const AUDIT_EXTRA_RATINGS: readonly AuditOption[] = [
  { id: 1, name: 'Çok iyi' },
  { id: 2, name: 'İyi' },
  { id: 3, name: 'Orta' },
  { id: 4, name: 'Zayıf' },
  { id: 5, name: 'Çok zayıf' },
];

/** report_status_id of a ggh or k9 audit. */
export const AUDIT_REPORT_STATUSES: readonly AuditOption[] = [
  { id: 1, name: 'Rapor hazırlanıyor' },
  { id: 2, name: 'Rapor hazır' },
  { id: 3, name: 'Rapor gönderildi' },
];

export const optionName = (options: readonly AuditOption[], id: number | null | undefined): string | null =>
  options.find((o) => o.id === id)?.name ?? null;

/** k9 personel_storage_type: 'table' = chosen positions, 'row' = free text personal_text. */
export const PERSONEL_STORAGE_TYPES = ['table', 'row'] as const;
export type PersonelStorageType = (typeof PERSONEL_STORAGE_TYPES)[number];

export const AUDIT_LIMITS = {
  securityProjectsMax: 50,
  personnelMax: 100,
  photosMax: 20,
  findingTextMax: 4000,
  personalTextMax: 2000,
  auditCodeMax: 32,
  mediaUrlMax: 2000,
  /** Rows of one Excel export (spec 2 §5, §9). */
  exportMax: 2000,
  /**
   * Security-project members in one form answer (personnel and supervisors offline); past it the
   * answer says `members_truncated` (docs/decisions/audits.md).
   */
  membersMax: 5000,
} as const;

/** Spec 2 §8 words where given; the rest Apron's own, in the same style. */
export const AUDIT_MESSAGES = {
  created: 'Denetim oluşturuldu.',
  updated: 'Denetim güncellendi.',
  deleted: 'Denetim silindi.',
  submitted: 'Denetim onaya gönderildi.',
  approved: 'Denetim onaylandı.',
  observerApproved: 'Gözlemci onayı kaydedildi.',
  adminApproved: 'Yönetici onayı kaydedildi.',
  rejected: 'Denetim reddedildi.',
  projectCreated: 'Denetim projesi oluşturuldu.',
  projectUpdated: 'Denetim projesi güncellendi.',
  projectDeleted: 'Denetim projesi silindi.',
  findingCreated: 'Bulgu oluşturuldu.',
  findingUpdated: 'Bulgu güncellendi.',
  findingDeleted: 'Bulgu silindi.',
  imagesAdded: 'Fotoğraflar bulguya eklendi.',
  imageDeleted: 'Fotoğraf silindi.',
  mediaUrlUpdated: 'Medya adresi güncellendi.',
  auditNotFound: 'Denetim bulunamadı.',
  projectNotFound: 'Denetim projesi bulunamadı.',
  findingNotFound: 'Bulgu bulunamadı.',
  imageNotFound: 'Fotoğraf bulunamadı.',
  // lock rule (spec 2 §4)
  lockedApproved: 'Onaylanmış denetim değiştirilemez.',
  lockedSubmitted: 'Onay bekleyen denetim, denetim sorumlularınca değiştirilemez.',
  lockedRejected: 'Reddedilen denetimi yalnızca denetim sorumluları düzenleyebilir.',
  // transitions
  alreadySubmitted: 'Denetim zaten onaya gönderilmiş.',
  alreadyApproved: 'Denetim zaten onaylanmış.',
  notSubmitted: 'Denetim henüz onaya gönderilmemiş.',
  alreadyRejected: 'Denetim reddedilmiş; önce yeniden onaya gönderilmelidir.',
  notSupervisor: 'Denetimi yalnızca denetim sorumluları onaya gönderebilir.',
  observerDone: 'Gözlemci onayı zaten verilmiş.',
  adminDone: 'Yönetici onayı zaten verilmiş.',
  nothingToApprove: 'Verebileceğiniz onayların tümü zaten verilmiş.',
  noProjects: 'Onaya göndermek için denetime en az bir proje ekleyiniz.',
  projectsWithoutFindings: (names: string) => `Şu projelerde bulgu bulunmuyor: ${names}. Her projeye en az bir bulgu ekleyiniz.`,
  noFindings: 'Onaya göndermek için denetime en az bir bulgu ekleyiniz.',
  // fields
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  badDateTime: 'Tarih yyyy-aa-gg SS:dd biçiminde olmalıdır.',
  badTime: 'Saat SS:dd biçiminde olmalıdır.',
  badMediaUrl: 'Medya adresi http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
  projectNotAllowed: 'Seçilen güvenlik projesi bu denetim türünde kullanılamaz veya size açık değil.',
  projectNotOfAudit: 'Seçilen güvenlik projesi denetimin projeleri arasında değil.',
  positionNotFound: 'Seçilen personel bulunamadı.',
  personnelRequired: 'Lütfen en az bir personel seçiniz.',
  personalTextRequired: 'Lütfen personel adlarını yazınız.',
  photosMissing: 'Lütfen en az bir fotoğraf seçiniz.',
  tooManyPhotos: `Bir bulguya en fazla ${AUDIT_LIMITS.photosMax} fotoğraf eklenebilir.`,
  idTaken: 'Bu kayıt kimliği başka bir kayıtta kullanılıyor.',
  /** Spec 2 §8, verbatim. */
  exportTooMany: 'Tek seferde 2000 kayıttan fazla kayıt çekilemez.',
  noRatingName: 'Geçersiz değerlendirme seçildi.',
  noReportStatus: 'Geçersiz rapor durumu seçildi.',
} as const;

/** Excel export file name per family (Turkish). */
export const AUDIT_EXPORT_NAMES: Record<AuditFamily, string> = {
  ggh: 'GGH denetimleri.xlsx',
  k9: 'K9 denetimleri.xlsx',
  uog: 'UOG denetimleri.xlsx',
};
