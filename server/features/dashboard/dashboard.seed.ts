import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.table';
import { departments } from '../organisation/organisation.table';
import { publishPost } from './dashboard.service';

/** department null = company-wide. Times are Turkish (+03:00); later posts appear when their time comes. */
const POSTS: { at: string; author: string; department: string | null; title: string; body: string }[] = [
  { at: '2026-01-05T09:00', author: 'admin', department: null, title: 'Yeni yılda hedeflerimiz', body: '<p>2026 yılında <strong>İstanbul ve Sabiha Gökçen</strong> havalimanlarında hizmet kalitemizi artırmayı hedefliyoruz.</p>' },
  { at: '2026-01-20T10:30', author: 'ik.uzmani', department: 'İnsan Kaynakları', title: 'Yıllık izin planlaması', body: '<p>Birim yöneticilerinin yıllık izin planlarını <em>31 Ocak</em> tarihine kadar iletmesi gerekmektedir.</p>' },
  { at: '2026-02-12T08:00', author: 'admin', department: 'Güvenlik Operasyonları', title: 'Vardiya değişim saatleri', body: '<p>Gece vardiyası devir teslimi 06:00 yerine <strong>05:45</strong> itibarıyla yapılacaktır.</p>' },
  { at: '2026-03-02T09:15', author: 'ik.uzmani', department: null, title: 'Ramazan Bayramı mesai düzeni', body: '<p>Arife günü (19 Mart) ofis çalışanları için yarım gündür. Saha vardiyaları planlandığı gibi devam eder.</p>' },
  { at: '2026-04-06T11:00', author: 'admin', department: 'Denetim', title: 'Denetim formları güncellendi', body: '<ul><li>GGH formuna yeni başlıklar eklendi.</li><li>K9 formunda puanlama sadeleştirildi.</li></ul>' },
  { at: '2026-05-04T09:00', author: 'ik.uzmani', department: null, title: 'Sağlık taraması', body: '<p>Periyodik sağlık taramaları <strong>11–22 Mayıs</strong> arasında yapılacaktır. Randevular için <a href="https://portal.apron.example/randevu">randevu sayfasını</a> kullanınız.</p>' },
  { at: '2026-06-15T14:00', author: 'admin', department: 'Yer Hizmetleri', title: 'Yaz sezonu ek personel', body: '<p>Yaz sezonu boyunca apron ekiplerine 40 sezonluk personel katılıyor.</p>' },
  { at: '2026-07-14T10:00', author: 'admin', department: null, title: '15 Temmuz Demokrasi ve Millî Birlik Günü', body: '<p>Demokrasi şehitlerimizi saygı ve rahmetle anıyoruz.</p>' },
  { at: '2026-09-01T09:00', author: 'ik.uzmani', department: 'İnsan Kaynakları', title: 'Eğitim kataloğu yayında', body: '<p>Yeni dönem eğitim kataloğu İK klasöründe paylaşıldı.</p>' },
  { at: '2026-10-27T16:00', author: 'admin', department: null, title: 'Cumhuriyetimizin 103. yılı kutlu olsun', body: '<p>28 Ekim öğleden sonra ofis çalışanlarımız için yarım gün tatildir.</p>' },
  { at: '2026-11-16T08:30', author: 'admin', department: 'Güvenlik Operasyonları', title: 'Kış operasyonu hazırlıkları', body: '<p>Buzlanma planı ve kar ekipleri listesi güncellendi. Vardiya amirleri ekiplerini bilgilendirsin.</p>' },
  { at: '2026-11-20T12:00', author: 'ik.uzmani', department: null, title: 'Yıl sonu performans süreci', body: '<p>Performans değerlendirmeleri <strong>1 Aralık</strong> tarihinde başlıyor.</p>' },
  { at: '2026-12-21T09:00', author: 'admin', department: null, title: 'Yılbaşı yoğunluğu', body: '<p>25 Aralık–3 Ocak arasında yolcu trafiği yüksek olacaktır; izin talepleri buna göre değerlendirilecektir.</p>' },
  { at: '2027-01-04T09:00', author: 'admin', department: null, title: '2027 yılına merhaba', body: '<p>Tüm ekiplerimize sağlıklı ve başarılı bir yıl diliyoruz.</p>' },
];

export async function seed(db: Db): Promise<void> {
  const authors = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.name, ['admin', 'ik.uzmani']));
  const depts = await db.select({ id: departments.id, name: departments.name }).from(departments);
  for (const post of POSTS) {
    await publishPost(db, {
      title: post.title,
      body: post.body,
      author_user_id: authors.find((a) => a.name === post.author)?.id ?? null,
      department_id: post.department ? depts.find((d) => d.name === post.department)?.id ?? null : null,
      published_at: new Date(`${post.at}:00+03:00`),
    });
  }
}
