import type { Db } from '../../db/client';
import type { ReferenceListKey } from '../../../src/contracts/reference-lists';
import { referenceItems } from './reference-lists.table';

/** Before the features that pick from these lists (audits, drills, detections). */
export const order = 110;

const DEMO: Record<ReferenceListKey, string[]> = {
  'ggh-title': ['Yolcu Tarama Noktası', 'Bagaj Kontrolü', 'Apron Erişim Kontrolü', 'Kargo Güvenliği'],
  'k9-title': ['Patlayıcı Arama', 'Bagaj Holü Taraması', 'Araç Araması'],
  'uog-title': ['Uçak İçi Arama', 'Yolcu Biniş Kontrolü', 'İkmal Güvenliği'],
  'uog-flight-code': ['TK2104', 'PC1882', 'XQ903', 'AJ7711'],
  'drill-code': ['TAT-01 Tehlikeli Madde', 'TAT-02 Yasaklı Eşya', 'TAT-03 Sahte Kimlik'],
  'prohibited-substance': ['Tabanca', 'Bıçak', 'Patlayıcı madde', 'Yanıcı sıvı'],
  'suspicious-substance': ['Tanımsız toz', 'Sahipsiz bagaj', 'Kablolu düzenek'],
  'imposter-document': ['Sahte pasaport', 'Sahte kimlik kartı', 'Sahte havalimanı giriş kartı'],
  'apron-card-type': ['Kırmızı Apron Kartı', 'Mavi Apron Kartı', 'Geçici Apron Kartı'],
  'employee-training-type': ['Temel Havacılık Güvenliği', 'X-Ray Tarama', 'İlk Yardım', 'İş Sağlığı ve Güvenliği'],
  'employee-training-name': ['Havacılık Güvenliği Temel Eğitimi', 'Tarama Operatörü Eğitimi', 'Temel İlk Yardım', 'İSG Temel Eğitimi', 'Tekrar Eğitimi'],
  'performance-training': ['Etkili İletişim', 'Zaman Yönetimi', 'Müşteri Odaklılık', 'Ekip Çalışması', 'Yolcu Profilleme Farkındalığı'],
  'organisation-address': ['İstanbul Havalimanı Terminal Binası, Arnavutköy/İstanbul', 'Genel Müdürlük, Tayakadın Mah. Terminal Cad. No:1, Arnavutköy/İstanbul', 'Kargo Binası, Tayakadın Mah., Arnavutköy/İstanbul'],
  workgroup: ['Terminal Giriş Ekibi', 'Apron Kontrol Ekibi', 'Kargo Tarama Ekibi'],
  office: ['Terminal Güvenlik Ofisi', 'Apron Operasyon Ofisi', 'İnsan Kaynakları Ofisi'],
  'onbase-group': ['İK Arşiv', 'Güvenlik Belgeleri', 'Personel Özlük Dosyaları'],
};

export async function seed(db: Db): Promise<void> {
  await db.insert(referenceItems).values(Object.entries(DEMO).flatMap(([list, labels]) => labels.map((label) => ({ list, label }))));
}
