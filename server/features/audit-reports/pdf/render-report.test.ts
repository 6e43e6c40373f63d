import { describe, expect, it } from 'vitest';
import { PNG } from '../../files/upload-fixtures';
import { inspectPdf } from './pdf-inspect.test-support';
import type { AuditReportModel } from './report-model';
import { imageKindOf, renderAuditReport } from './render-report';

/** The smallest baseline JPEG (1×1): pdfkit reads its SOF header, pdf.js decodes it. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1');
const TURKISH = 'ğüşıöçİĞÜŞÖÇ';

const model = (over: Partial<AuditReportModel> = {}): AuditReportModel => ({
  companyName: 'Çağrı Havalimanı Hizmetleri A.Ş.',
  familyTitle: 'Yer Hizmetleri Denetim Raporu',
  auditCode: 'GGH-2026-0007',
  auditTitle: 'Apron güvenliği',
  startedAt: '03/02/2026 08:30',
  endedAt: '03/02/2026 17:00',
  projects: ['İstanbul Havalimanı Dış Hatlar'],
  supervisors: ['Şükrü Öztürk', 'Gülşen Işık'],
  sections: [
    {
      title: 'İstanbul Havalimanı Dış Hatlar',
      details: [{ label: 'Saat', value: '08:30 – 12:00' }],
      findings: [
        { title: `Kapı kontrolü ${TURKISH}`, rating: 'Kritik', personnel: ['Ömer Çelik'], photos: [{ bytes: PNG }, { bytes: JPEG }] },
        { title: 'Yaka kartı eksik', rating: null, personnel: [], photos: [{ bytes: WEBP }] },
      ],
    },
  ],
  generatedAt: '04/02/2026 10:15',
  ...over,
});

describe('audit report PDF', () => {
  it('writes Turkish letters through the embedded Unicode font', async () => {
    const pdf = await renderAuditReport(model());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await inspectPdf(pdf);
    expect(read.text).toContain(TURKISH);
    expect(read.text).toContain('Çağrı Havalimanı Hizmetleri A.Ş.');
    expect(read.text).toContain('GGH-2026-0007');
    expect(read.text).toContain('Şükrü Öztürk, Gülşen Işık');
    expect(read.text).toContain('Kritik');
    expect(read.text).toContain('Ömer Çelik');
    // A standard font would have no ToUnicode map for these: the embedded TrueType is there.
    expect(pdf.toString('latin1')).toContain('/FontFile2');
  });

  it('embeds JPEG and PNG photos as image XObjects and names the ones it cannot embed', async () => {
    const pdf = await renderAuditReport(model());
    const read = await inspectPdf(pdf);
    expect(read.images.reduce((a, b) => a + b, 0)).toBe(2);
    // The PNG's alpha channel travels as a soft mask: a further image object, never painted alone.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    expect(read.text).toContain('yalnızca JPEG ve PNG eklenebilir): 1');
  });

  it('numbers every page and breaks long reports over pages', async () => {
    const findings = Array.from({ length: 14 }, (_, i) => ({ title: `Bulgu başlığı ${i + 1}`, rating: 'Orta', personnel: ['Ayşe Yılmaz'], photos: [{ bytes: PNG }] }));
    const read = await inspectPdf(await renderAuditReport(model({ sections: [{ title: 'Proje A', findings }] })));
    expect(read.pages).toBeGreaterThan(2);
    read.texts.forEach((text, i) => expect(text).toContain(`Sayfa ${i + 1} / ${read.pages}`));
    expect(read.images.reduce((a, b) => a + b, 0)).toBe(14);
    expect(read.text).toContain('Bulgu 14: Bulgu başlığı 14');
  });

  it('says so when a section has no findings, and when there is nothing at all', async () => {
    const empty = await inspectPdf(await renderAuditReport(model({ sections: [{ title: 'Proje B', findings: [] }] })));
    expect(empty.text).toContain('Bu bölümde rapora alınmış bulgu bulunmamaktadır.');
    const none = await inspectPdf(await renderAuditReport(model({ sections: [] })));
    expect(none.text).toContain('Raporda gösterilecek kayıt bulunmamaktadır.');
    expect(none.pages).toBe(1);
  });

  it('tells the image kinds it can embed by their bytes', () => {
    expect(imageKindOf(JPEG)).toBe('jpeg');
    expect(imageKindOf(PNG)).toBe('png');
    expect(imageKindOf(WEBP)).toBeUndefined();
    expect(imageKindOf(Buffer.from('%PDF-1.4'))).toBeUndefined();
  });
});
