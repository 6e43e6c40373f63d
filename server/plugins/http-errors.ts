/**
 * Errors a handler throws; the error plugin turns them into the shapes of spec 1 §8:
 * `{ errors }` for validation, `{ info }` / `{ warning }` for soft refusals, `{ message }` otherwise.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const MESSAGES = {
  unauthenticated: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz bulunmamaktadır.',
  notFound: 'Kayıt bulunamadı.',
  routeNotFound: 'İstenen adres bulunamadı.',
  unexpected: 'Beklenmedik bir hata oluştu.',
  tooLarge: 'You can upload a maximum of 8mb files.',
  badRequest: 'İstek okunamadı.',
  uriTooLong: 'İstek adresi çok uzun.',
  unsupportedMedia: 'Desteklenmeyen içerik türü.',
} as const;

export const unauthenticated = () => new HttpError(401, { message: MESSAGES.unauthenticated });
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, { message });
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, { message });
export const conflict = (message: string) => new HttpError(409, { message });
/** Field errors keyed by field name, each a list of messages. */
export const invalid = (errors: Record<string, string[]>) => new HttpError(422, { errors });
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });
export const info = (message: string, status = 422) => new HttpError(status, { info: message });
export const warning = (message: string, status = 422) => new HttpError(status, { warning: message });
export const tooMany = (message: string) => new HttpError(429, { message });
