import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { publishPost } from './dashboard.service';

let t: TestApp;
let personel: string;
let hr: string;
/** Moves the clock and signs in again (tokens expire on the clock). */
async function at(time: string) {
  t.now.value = new Date(time);
  [personel, hr] = await Promise.all([t.login('personel'), t.login('ik.uzmani')]);
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Post = { id: number; title: string; body: string; department: { name: string } | null; author: { full_name: string } | null; published_at: string };
const timeline = async (token: string | null, query = '') => t.call(token, { method: 'GET', url: `/api/dashboard/timeline${query}` });
const titles = (posts: Post[]) => posts.map((p) => p.title);

describe('dashboard timeline and department news', () => {
  it('shows company-wide posts and the reader\'s own department news, newest first', async () => {
    await at('2026-11-22T12:00:00+03:00');
    const res = await timeline(personel);
    expect(res.statusCode).toBe(200);
    const { data, meta_data } = res.json() as { data: Post[]; meta_data: Record<string, number> };
    expect(meta_data).toMatchObject({ page: 1, perpage: 10, total: 8 });
    // Güvenlik Operasyonları news, not İnsan Kaynakları's.
    expect(titles(data)).toContain('Vardiya değişim saatleri');
    expect(titles(data)).not.toContain('Yıllık izin planlaması');
    expect(data[0]!.title).toBe('Yıl sonu performans süreci');
    const times = data.map((p) => p.published_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.find((p) => p.title === 'Kış operasyonu hazırlıkları')).toMatchObject({
      department: { name: 'Güvenlik Operasyonları' }, author: { full_name: 'Sistem Yöneticisi' },
    });

    const hrTitles = titles((await timeline(hr)).json().data);
    expect(hrTitles).toContain('Yıllık izin planlaması');
    expect(hrTitles).not.toContain('Vardiya değişim saatleri');
  });

  it('filters company-wide posts or department news with scope', async () => {
    const company = (await timeline(personel, '?scope=company')).json().data as Post[];
    expect(company.length).toBe(6);
    expect(company.every((p) => p.department === null)).toBe(true);
    const news = (await timeline(personel, '?scope=department')).json().data as Post[];
    expect(titles(news)).toEqual(['Kış operasyonu hazırlıkları', 'Vardiya değişim saatleri']);
    expect((await timeline(personel, '?scope=everyone')).statusCode).toBe(422);
  });

  it('keeps a post hidden until its publication time', async () => {
    await at('2026-12-21T08:59:00+03:00');
    expect(titles((await timeline(personel)).json().data)).not.toContain('Yılbaşı yoğunluğu');
    await at('2026-12-21T09:00:00+03:00');
    expect(titles((await timeline(personel)).json().data)[0]).toBe('Yılbaşı yoğunluğu');
  });

  it('pages by ten', async () => {
    await at('2027-02-01T12:00:00+03:00');
    for (let i = 1; i <= 3; i++) {
      await publishPost(t.database.db, { title: `Duyuru ${i}`, body: `<p>Metin ${i}</p>`, department_id: null, author_user_id: null, published_at: new Date(`2027-01-1${i}T09:00:00+03:00`) });
    }
    const first = (await timeline(personel, '?page=1')).json();
    expect(first.meta_data).toMatchObject({ total: 13, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ title: 'Duyuru 3', author: null });
    const second = (await timeline(personel, '?page=2')).json();
    expect(second.data).toHaveLength(3);
    expect(new Set([...titles(first.data), ...titles(second.data)]).size).toBe(13);
    expect((await timeline(personel, '?page=0')).statusCode).toBe(422);
  });

  it('sanitises bodies on write with an allow-list', async () => {
    const post = await publishPost(t.database.db, {
      title: '  Güvenlik uyarısı  ',
      body: '<p onclick="steal()">Dikkat <strong>önemli</strong><script>alert(1)</script></p><img src="x" onerror="alert(2)">'
        + '<a href="javascript:alert(3)">kötü</a> <a href="https://www.tcmb.gov.tr/kurlar" target="_self">kurlar</a><iframe src="https://evil.example"></iframe>',
      department_id: null, author_user_id: null, published_at: new Date('2027-01-31T09:00:00+03:00'),
    });
    expect(post.title).toBe('Güvenlik uyarısı');
    const body = (await timeline(personel)).json().data.find((p: Post) => p.id === post.id).body as string;
    expect(body).toBe('<p>Dikkat <strong>önemli</strong></p><a target="_blank" rel="noopener noreferrer">kötü</a> <a href="https://www.tcmb.gov.tr/kurlar" target="_blank" rel="noopener noreferrer">kurlar</a>');
  });

  it('needs a signed-in user', async () => {
    expect((await timeline(null)).statusCode).toBe(401);
  });
});
