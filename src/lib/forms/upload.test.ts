import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { FORM_MESSAGES } from './message-keys';
import { IMAGE_ACCEPT, UPLOAD_TOO_LARGE_MESSAGE, fileExtension, fileRefusal, isImageAttachment, uploadError } from './upload';

describe('upload size', () => {
  it('accepts up to 8 MB and refuses more with the spec message', () => {
    expect(UPLOAD_MAX_BYTES).toBe(8 * 1024 * 1024);
    expect(uploadError({ size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(uploadError({ size: UPLOAD_MAX_BYTES + 1 })).toBe('You can upload a maximum of 8mb files.');
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('You can upload a maximum of 8mb files.');
  });
});

describe('image attachments', () => {
  it('are recognised by jpeg, jpg and png', () => {
    expect(isImageAttachment('photo.jpeg')).toBe(true);
    expect(isImageAttachment('PHOTO.JPG')).toBe(true);
    expect(isImageAttachment('/files/a.b/scan.png?sig=1#x')).toBe(true);
    expect(isImageAttachment('scan.gif')).toBe(false);
    expect(isImageAttachment('report.pdf')).toBe(false);
    expect(isImageAttachment('png')).toBe(false);
    expect(IMAGE_ACCEPT).toBe('.jpeg,.jpg,.png');
  });

  it('read the extension of the last path segment only', () => {
    expect(fileExtension('/a.png/readme')).toBe('');
    expect(fileExtension('.png')).toBe('');
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
  });
});

describe('fileRefusal', () => {
  it('refuses too large files first, then non-images where images are required', () => {
    expect(fileRefusal({ name: 'big.pdf', size: UPLOAD_MAX_BYTES + 1 }, { imagesOnly: true })).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(fileRefusal({ name: 'doc.pdf', size: 10 }, { imagesOnly: true })).toBe(FORM_MESSAGES.imageOnly);
    expect(fileRefusal({ name: 'doc.pdf', size: 10 })).toBeNull();
    expect(fileRefusal({ name: 'a.jpg', size: 10 }, { imagesOnly: true })).toBeNull();
  });
});
