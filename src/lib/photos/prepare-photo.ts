import { uploadError } from '@/lib/forms/upload';
import { sha256Hex } from './sha256';

/** A file ready to enqueue: compressed when it is a photo, hashed, within the upload limit. */
export interface PreparedPhoto {
  sha256: string;
  blob: Blob;
  name: string;
  size: number;
  type: string;
}

export type Compressor = (file: File) => Promise<Blob>;
/** The picture's pixel size, or null when the browser cannot read it. */
export type Measurer = (file: File) => Promise<{ width: number; height: number } | null>;

/** ARCHITECTURE §6: long edge ≤ 1920 px, in a worker, aiming at ~0.5 MB. */
export const COMPRESSION_OPTIONS = { maxWidthOrHeight: 1920, maxSizeMB: 0.5, useWebWorker: true, initialQuality: 0.8 } as const;

/** The photo formats the browser can redraw on a canvas; anything else is kept as it is. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Loaded on first use so the library stays out of the initial bundle. Its worker loads the library
 * again by URL, from a public CDN unless told otherwise: `libURL` points it at our own copy (built
 * with the app and precached), so compression works offline and on networks without the internet.
 */
export const compressImage: Compressor = async (file) => {
  const [{ default: imageCompression }, { default: libURL }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  return imageCompression(file, { ...COMPRESSION_OPTIONS, libURL: new URL(libURL, location.href).href });
};

/** Decoded off the main thread by the browser; only asked of files already small enough in bytes. */
export const measureImage: Measurer = async (file) => {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
};

/**
 * A photo already within the target (≤ 0.5 MB, long edge ≤ 1920 px) is kept as picked: redrawing it
 * would only cost quality and a compression worker's start (about a second per photo on a busy
 * tablet: most of the chaos suite's entry time before this rule).
 */
export async function withinTarget(file: File, measure: Measurer): Promise<boolean> {
  if (file.size > COMPRESSION_OPTIONS.maxSizeMB * 1024 * 1024) return false;
  const size = await measure(file);
  return !!size && Math.max(size.width, size.height) <= COMPRESSION_OPTIONS.maxWidthOrHeight;
}

/** Refused file: `message` is the spec's sentence, shown as it is. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

/**
 * Compresses a picked photo, hashes it and checks the 8 MB limit on what will be uploaded (a 12 MB
 * camera photo that compresses to 400 KB is accepted). A photo the browser cannot redraw (HEIC in
 * Chromium) is kept as picked rather than lost.
 */
export async function preparePhoto(file: File, compress: Compressor = compressImage, measure: Measurer = measureImage): Promise<PreparedPhoto> {
  let blob: Blob = file;
  if (COMPRESSIBLE.has(file.type) && !(await withinTarget(file, measure))) {
    try {
      const compressed = await compress(file);
      if (compressed.size < file.size) blob = compressed;
    } catch {
      blob = file;
    }
  }
  const tooLarge = uploadError(blob);
  if (tooLarge) throw new PhotoRefusedError(tooLarge);
  const type = blob.type || file.type || 'application/octet-stream';
  return { sha256: await sha256Hex(blob), blob, name: file.name, size: blob.size, type };
}
