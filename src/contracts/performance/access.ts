/**
 * Who may call what (spec 3 §6). The performance admin holds the five named permissions together;
 * each endpoint names the one its action needs, so a partial set opens only its part.
 */
export const PA = {
  read: { permission: 'view-performance-periods' },
  create: { permission: 'create-performance-periods' },
  edit: { permission: 'edit-performance-periods' },
  delete: { permission: 'delete-performance-periods' },
  /** HR card list and view. */
  cards: { permission: 'view-performance-card-personnel-point' },
  /** The assessor's own cards (registrar). */
  assessor: { permission: 'view-performance-assessor-cards' },
  /** The employee's own card (owner's user id = signed-in user id, enforced in SQL). */
  self: { permission: 'view-self-performance-card-point' },
  note: { anyOf: ['create-performance-card-note', 'view-performance-assessor-cards'] },
  mail: { permission: 'send-email-to-non-respondent-evaluators' },
  /** Card readers of any kind: HR, assessor or owner (record rules in SQL). */
  anyCard: { anyOf: ['view-performance-card-personnel-point', 'view-performance-assessor-cards', 'view-self-performance-card-point'] },
} as const;

/** The five permissions of the performance admin (spec 3 §6). */
export const PERFORMANCE_ADMIN = [
  'view-performance-periods', 'create-performance-periods', 'edit-performance-periods', 'delete-performance-periods',
  'view-performance-card-personnel-point',
] as const;

export const PERFORMANCE_MESSAGES = {
  periodCreated: 'Performans dönemi başarıyla oluşturuldu.',
  periodUpdated: 'Performans dönemi başarıyla güncellendi.',
  periodDeleted: 'Performans dönemi başarıyla silindi.',
  periodNotFound: 'Performans dönemi bulunamadı.',
  periodHasCards: 'Kartı olan bir dönem silinemez.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  baseScoreCreated: 'Baz puan başarıyla oluşturuldu.',
  baseScoreUpdated: 'Baz puan başarıyla güncellendi.',
  baseScoreDeleted: 'Baz puan başarıyla silindi.',
  baseScoreNotFound: 'Baz puan bulunamadı.',
  extraPointCreated: 'Ek puan başarıyla oluşturuldu.',
  extraPointUpdated: 'Ek puan başarıyla güncellendi.',
  extraPointDeleted: 'Ek puan başarıyla silindi.',
  extraPointNotFound: 'Ek puan bulunamadı.',
  criteriaSaved: 'Kriterler başarıyla kaydedildi.',
  calculationQueued: 'Kart hesaplaması başlatıldı.',
  calculationRunning: 'Bu dönem için süren bir hesaplama var.',
  cardNotFound: 'Performans kartı bulunamadı.',
  cardUpdated: 'Performans kartı başarıyla güncellendi.',
  cardDeleted: 'Performans kartı başarıyla silindi.',
  cardRestored: 'Performans kartı başarıyla geri alındı.',
  cardRecalculated: 'Performans kartı yeniden hesaplandı.',
  cardInactive: 'Pasif bir kart üzerinde işlem yapılamaz.',
  extraPointsSaved: 'Ek puanlar başarıyla kaydedildi.',
  voteSaved: 'Değerlendirmeniz başarıyla kaydedildi.',
  voteMissing: 'Bu kriter için bir seçenek seçiniz.',
  approved: 'Kartınız onaylandı.',
  alreadyAnswered: 'Bu kart için onay veya itiraz zaten verildi.',
  /** Spec 3 §8, verbatim. */
  objectionSaved: 'İtirazınız Başarıyla Kaydedildi.',
  objectionReasonRequired: 'En az bir itiraz nedeni seçiniz.',
  notObjected: 'Bu kart için bir itiraz yok.',
  alreadyDecided: 'Bu itiraz zaten karara bağlandı.',
  assessorCannotDecide: 'İtirazı kartı değerlendiren kişi karara bağlayamaz; başka bir yetkili karar vermelidir.',
  deadlinePassed: 'İtiraz karar süresi doldu.',
  decisionSaved: 'İtiraz kararı kaydedildi.',
  decisionSent: 'İtiraz kararı kaydedildi ve personele gönderildi.',
  trainingsSaved: 'Eğitimler başarıyla kaydedildi.',
  feedbackSaved: 'Görüşmeci geri bildirimi kaydedildi.',
  managersSaved: 'Değerlendiriciler başarıyla kaydedildi.',
  employeeAdded: 'Personel döneme eklendi.',
  employeeAlreadyInPeriod: 'Bu personelin bu dönemde zaten bir kartı var.',
  employeeNotFound: 'Personel bulunamadı.',
  employeeActivated: 'Personel değerlendirmeye yeniden alındı.',
  employeeExcluded: 'Personel değerlendirme dışı bırakıldı.',
  noteCreated: 'Gözlem notu başarıyla oluşturuldu.',
  /** Spec 3 §8: a warning before note creation. */
  noteWarning: 'Gözlem notu oluşturulduktan sonra güncellenemez. Devam etmek istiyor musunuz?',
  noteNoCard: 'Bu personelin aktif bir dönemde kartı yok.',
  noteAttachmentAdded: 'Ek başarıyla yüklendi.',
  noteNotFound: 'Gözlem notu bulunamadı.',
  mailsSent: (n: number) => `${n} değerlendiriciye e-posta gönderildi.`,
} as const;
