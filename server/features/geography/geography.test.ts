import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trCompare } from '../../../src/contracts/text';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await createTestApp({}, 0);
  user = await t.login('personel');
});
afterAll(() => t.close());

const get = async (url: string) => t.call(user, { method: 'GET', url: `/api${url}` });
type Item = { id: number; name: string; type: string; parent_id: number | null; code: string | null };
const names = (items: Item[]) => items.map((i) => i.name);
const isTurkishOrder = (list: string[]) => list.every((name, i) => i === 0 || trCompare(list[i - 1]!, name) <= 0);

describe('countries', () => {
  it('lists Türkiye first with id 792, the rest in Turkish order', async () => {
    const res = await get('/country');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; name: string; code: string | null }[];
    expect(data.length).toBeGreaterThanOrEqual(60);
    expect(data[0]).toEqual({ id: 792, name: 'Türkiye', code: 'TR' });
    expect(isTurkishOrder(data.slice(1).map((c) => c.name))).toBe(true);
    expect(data.find((c) => c.code === 'DE')).toEqual({ id: 276, name: 'Almanya', code: 'DE' });
    // 'Çin' sorts after 'Cezayir' and before 'Danimarka' (Ç after C), not after 'Z'.
    const at = (name: string) => data.findIndex((c) => c.name === name);
    expect(at('Cezayir')).toBeLessThan(at('Çin'));
    expect(at('Çin')).toBeLessThan(at('Danimarka'));
  });

  it('needs a signed-in user', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/country' })).statusCode).toBe(401);
  });
});

describe('destinations', () => {
  it('lists the 81 provinces with their plate codes when no parent is given', async () => {
    const data = (await get('/destination')).json().data as Item[];
    expect(data).toHaveLength(81);
    expect(data.every((d) => d.type === 'county' && d.parent_id === null)).toBe(true);
    expect(data.find((d) => d.name === 'İstanbul')).toMatchObject({ code: '34' });
    expect(data.find((d) => d.name === 'Düzce')).toMatchObject({ code: '81' });
    expect(isTurkishOrder(names(data))).toBe(true);
    expect((await get('/destination?type=county')).json().data).toHaveLength(81);
  });

  it('walks İstanbul > Kadıköy > Caferağa > streets through parentId', async () => {
    const istanbul = ((await get('/destination')).json().data as Item[]).find((d) => d.name === 'İstanbul')!;
    const districts = (await get(`/destination?parentId=${istanbul.id}`)).json().data as Item[];
    expect(districts).toHaveLength(39);
    expect(names(districts)).toEqual(expect.arrayContaining(['Kadıköy', 'Arnavutköy', 'Şişli', 'Üsküdar']));
    const kadikoy = districts.find((d) => d.name === 'Kadıköy')!;
    const typed = (await get(`/destination?parentId=${kadikoy.id}&type=neighborhood`)).json().data as Item[];
    expect(names(typed)).toContain('Caferağa');
    expect((await get(`/destination?parentId=${kadikoy.id}&type=street`)).json().data).toEqual([]);
    const caferaga = typed.find((d) => d.name === 'Caferağa')!;
    const streets = (await get(`/destination?parentId=${caferaga.id}`)).json().data as Item[];
    expect(names(streets)).toContain('Moda Caddesi');
    expect(streets.every((s) => s.type === 'street')).toBe(true);
  });

  it('has the real district counts of Ankara, İzmir and Antalya', async () => {
    const provinces = (await get('/destination')).json().data as Item[];
    for (const [name, count] of [['Ankara', 25], ['İzmir', 30], ['Antalya', 19]] as const) {
      const province = provinces.find((p) => p.name === name)!;
      const res = await get(`/county/${province.id}/district`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(count);
    }
  });

  it('refuses a lower type without a parent, and a bad type', async () => {
    const res = await get('/destination?type=street');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parentId).toEqual(['Bu tür için üst kayıt (parentId) seçilmelidir.']);
    expect((await get('/destination?type=village&parentId=34')).statusCode).toBe(422);
    expect((await get('/destination?parentId=abc')).statusCode).toBe(422);
  });

  it('answers one destination with its ancestors, and 404 for an unknown id', async () => {
    const provinces = (await get('/destination')).json().data as Item[];
    const ankara = provinces.find((p) => p.name === 'Ankara')!;
    const cankaya = ((await get(`/county/${ankara.id}/district`)).json().data as Item[]).find((d) => d.name === 'Çankaya')!;
    const kizilay = ((await get(`/destination?parentId=${cankaya.id}`)).json().data as Item[]).find((d) => d.name === 'Kızılay')!;
    const street = ((await get(`/destination?parentId=${kizilay.id}`)).json().data as Item[]).find((d) => d.name === 'Atatürk Bulvarı')!;
    const res = await get(`/destination/${street.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: street.id, type: 'street', name: 'Atatürk Bulvarı', parent_id: kizilay.id });
    expect(names(data.ancestors)).toEqual(['Ankara', 'Çankaya', 'Kızılay']);
    expect((await get(`/destination/${ankara.id}`)).json().data.ancestors).toEqual([]);
    const missing = await get('/destination/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kayıt bulunamadı.');
  });

  it('answers 404 for the districts of something that is not a county', async () => {
    const istanbul = ((await get('/destination')).json().data as Item[]).find((d) => d.name === 'İstanbul')!;
    const kadikoy = ((await get(`/county/${istanbul.id}/district`)).json().data as Item[]).find((d) => d.name === 'Kadıköy')!;
    const res = await get(`/county/${kadikoy.id}/district`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('İl bulunamadı.');
    expect((await get('/county/999999/district')).statusCode).toBe(404);
    expect((await get('/county/0/district')).statusCode).toBe(422);
  });
});
