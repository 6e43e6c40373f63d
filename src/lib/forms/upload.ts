import { IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from './constants';
import { FORM_MESSAGES } from './message-keys';

/** Spec 1 §5, verbatim (the server answers 413 with the same words). */
export const UPLOAD_TOO_LARGE_MESSAGE = 'You can upload a maximum of 8mb files.';

/** For a file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The spec's message when the file is over 8 MB, else null (exactly 8 MB is accepted). */
export function uploadError(file: { size: number }): string | null {
  return file.size > UPLOAD_MAX_BYTES ? UPLOAD_TOO_LARGE_MESSAGE : null;
}

/** The extension of a file name or URL, lower-cased, without query or fragment. */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Image attachments are recognised by jpeg, jpg or png (spec 1 §9). */
export function isImageAttachment(nameOrUrl: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(nameOrUrl));
}

/** Why a picked file is refused, or null: too large first, then not an image where one is required. */
export function fileRefusal(file: { name: string; size: number }, { imagesOnly = false } = {}): string | null {
  return uploadError(file) ?? (imagesOnly && !isImageAttachment(file.name) ? FORM_MESSAGES.imageOnly : null);
}
