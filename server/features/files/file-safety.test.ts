import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, downloadName, sniffMimeType } from './file-safety';
import { PDF, PNG } from './upload-fixtures';

describe('cleanFileName', () => {
  it('keeps only the last path segment, without control or direction characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ayse\\Belgeler\\rapor.pdf')).toBe('rapor.pdf');
    expect(cleanFileName('fatura\r\nX-Injected: 1.pdf')).toBe('faturaX-Injected_ 1.pdf');
    expect(cleanFileName('resim\u202Egnp.exe')).toBe('resimgnp.exe');
    expect(cleanFileName('a"b<c>|d?.txt')).toBe('a_b_c__d_.txt');
  });

  it('never answers a hidden, empty or unbounded name', () => {
    expect(cleanFileName('.htaccess')).toBe('htaccess');
    expect(cleanFileName('..')).toBe('dosya');
    expect(cleanFileName(undefined)).toBe('dosya');
    const long = cleanFileName(`${'ğ'.repeat(500)}.docx`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Sağlık Raporu (İlk).pdf')).toBe(
      `attachment; filename="Saglik Raporu (Ilk).pdf"; filename*=UTF-8''Sa%C4%9Fl%C4%B1k%20Raporu%20%28%C4%B0lk%29.pdf`,
    );
  });

  it('cannot be broken out of, whatever the name holds', () => {
    const header = contentDisposition('a"; filename="evil.html\r\nSet-Cookie: x=1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain('filename="a_; filename=_evil.html__Set-Cookie: x=1"');
  });
});

describe('downloadName', () => {
  it('adds the true extension when the name claims another', () => {
    expect(downloadName('fatura.exe', 'application/pdf')).toBe('fatura.exe.pdf');
    expect(downloadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(downloadName('notlar', 'text/plain')).toBe('notlar.txt');
  });
});

describe('sniffMimeType', () => {
  it('recognises accepted kinds by their bytes and refuses the rest', () => {
    expect(sniffMimeType(PNG, 'x.pdf')).toBe('image/png');
    expect(sniffMimeType(PDF, 'x.png')).toBe('application/pdf');
    expect(sniffMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'a')).toBe('image/jpeg');
    expect(sniffMimeType(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(8)]), 'a')).toBe('image/webp');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100), Buffer.from('WordDocument', 'utf16le')]);
    expect(sniffMimeType(ole, 'eski.doc')).toBe('application/msword');
    expect(sniffMimeType(Buffer.concat([ole.subarray(0, 108)]), 'x.msi')).toBeUndefined();
    expect(sniffMimeType(Buffer.from([0xc3, 0x28, 0x41]), 'bozuk.txt')).toBeUndefined();
    expect(sniffMimeType(Buffer.from('Merhaba dünya'), 'not.txt')).toBe('text/plain');
  });
});
