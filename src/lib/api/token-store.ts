import type { TokenResponse } from '@/contracts/session';

/** The signed-in user's tokens, kept in localStorage so a reload or an offline start keeps the session. */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** epoch ms */
  expires_at: number;
}

const KEY = 'apron.tokens';
const listeners = new Set<(tokens: StoredTokens | null) => void>();

export function getTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredTokens) : null;
  } catch {
    return null;
  }
}

export function setTokens(token: TokenResponse, now = Date.now()): StoredTokens {
  const stored = { access_token: token.access_token, refresh_token: token.refresh_token, expires_at: now + token.expires_in * 1000 };
  localStorage.setItem(KEY, JSON.stringify(stored));
  listeners.forEach((l) => l(stored));
  return stored;
}

export function clearTokens(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((l) => l(null));
}

export function onTokensChange(listener: (tokens: StoredTokens | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
