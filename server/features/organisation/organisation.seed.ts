import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisingPartners } from './admin.table';
import { emailDomains, facilities, positionGroupMails, positionGroups } from './organisation.table';

export const order = 120;

/** The company's mail domain, each demo user's address, one position group of the shift supervisors, and the facility tree. */
export async function seed(db: Db): Promise<void> {
  await db.insert(emailDomains).values([{ name: 'apron.example' }, { name: 'apron.com.tr' }]);
  await db.execute(sql`insert into user_emails (user_id, email) select id, lower(email) from users where email is not null on conflict do nothing`);
  const [group] = await db.insert(positionGroups).values({ name: 'Vardiya Sorumluları' }).returning();
  await db.execute(sql`insert into position_group_positions (group_id, position_id)
    select ${group!.id}, p.id from positions p join users u on u.id = p.user_id where u.name in ('sef', 'operasyon.muduru') and p.is_primary`);
  await db.insert(positionGroupMails).values({ group_id: group!.id, email: 'vardiya@apron.example' });
  // Onbase role codes: 'IST' equals a project's short code (grants of it carry that project).
  await db.execute(sql`insert into onbase_roles (name, onbase_code) values ('İstanbul Proje Arşivi', 'IST'), ('İK Özlük Okuma', 'HR_READ'), ('Güvenlik Belgeleri Yazma', 'SEC_WRITE')`);
  await db.execute(sql`insert into onbase_user_roles (user_id, role_id, security_project_id)
    select u.id, r.id, (select id from security_projects where short_code = 'IST') from users u, onbase_roles r where u.name = 'admin' and r.onbase_code = 'IST'`);
  await seedFacilities(db, FACILITIES, null);
  await db.insert(advertisingPartners).values(PARTNERS.map(([name, tax_number, contact_name, ad_area, contract_start, contract_end, monthly_fee], i) => ({
    name, tax_number, contact_name, ad_area, contract_start, contract_end, monthly_fee,
    phone: `5${String(320000000 + i * 7919).padStart(9, '0')}`, email: `iletisim${i + 1}@reklam.example`,
  })));
}

type FacilityTree = [string, FacilityTree[]?];

/** The airports the company serves, their terminals and the points the staff are posted to. */
const FACILITIES: FacilityTree[] = [
  ['İstanbul Havalimanı', [
    ['Dış Hatlar Terminali', [['Güvenlik Kontrol Noktası 1'], ['Güvenlik Kontrol Noktası 2'], ['Pasaport Kontrol Salonu']]],
    ['Apron', [['B Kapısı Araç Giriş Noktası'], ['Kargo Terminali Girişi']]],
  ]],
  ['Ankara Esenboğa Havalimanı', [['İç Hatlar Terminali', [['Güvenlik Kontrol Noktası A']]]]],
];

async function seedFacilities(db: Db, nodes: FacilityTree[], parentId: number | null): Promise<void> {
  for (const [name, children] of nodes) {
    const [row] = await db.insert(facilities).values({ name, parent_id: parentId }).returning({ id: facilities.id });
    if (children) await seedFacilities(db, children, row!.id);
  }
}

/** Demo advertising partners (the havas list): name, tax number, contact, area, contract, monthly fee. */
const PARTNERS: [string, string, string, string, string, string, string][] = [
  ['Anadolu Medya A.Ş.', '1234567890', 'Ayşe Yıldız', 'Dış Hatlar Gelen Yolcu, LED duvar', '2024-01-01', '2027-12-31', '185000.00'],
  ['Boğaziçi Reklamcılık Ltd. Şti.', '2345678901', 'Mehmet Kaya', 'İç Hatlar Kapı 12–18 panoları', '2025-03-01', '2027-02-28', '92000.00'],
  ['Çağdaş Açıkhava A.Ş.', '3456789012', 'Zeynep Şahin', 'Otopark girişi billboard', '2023-06-01', '2025-05-31', '48000.00'],
  ['Deniz Turizm Tanıtım', '4567890123', 'Emre Öztürk', 'Bagaj bandı 3–5 giydirme', '2025-01-15', '2026-12-31', '61500.00'],
  ['Ege Dijital Ekran Hizmetleri', '5678901234', 'Elif Arslan', 'Güvenlik kontrol kuyruğu ekranları', '2024-09-01', '2028-08-31', '74000.00'],
  ['Gökyüzü Marka İletişim', '6789012345', 'Burak Çelik', 'Dış Hatlar Giden, köprü giydirme', '2022-01-01', '2024-12-31', '120000.00'],
  ['Işık Yayıncılık A.Ş.', '7890123456', 'Selin Aydın', 'CIP salonu dergilikleri', '2025-07-01', '2027-06-30', '15500.00'],
  ['Karadeniz Gıda Pazarlama', '8901234567', 'Hakan Doğan', 'Yemek katı totemleri', '2026-01-01', '2026-12-31', '22000.00'],
  ['Marmara Otomotiv Tanıtım', '9012345678', 'Derya Koç', 'Terminal önü araç sergi alanı', '2024-04-01', '2027-03-31', '98000.00'],
  ['Şimşek Telekom Reklam', '1122334455', 'Oğuz Kılıç', 'Wi-Fi karşılama sayfası', '2023-01-01', '2025-12-31', '35000.00'],
  ['Türkbank Kurumsal İletişim', '2233445566', 'Gizem Yılmaz', 'Pasaport kontrol üstü LED', '2025-05-01', '2028-04-30', '210000.00'],
  ['Yeşil Vadi Enerji', '3344556677', 'Kerem Aksoy', 'Servis durakları giydirme', '2024-02-01', '2026-01-31', '27000.00'],
];
