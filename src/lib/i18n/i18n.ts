import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every feature keeps its strings in locales/<lang>/<namespace>.json; globs find them. Only the
 * active language's namespaces are fetched, each when a screen first asks for it (the service
 * worker precaches them all for offline use).
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { import: 'default' });

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'apron.language';

export function storedLanguage(): Language {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'tr';
}

export async function setLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export const i18n = i18next;

const lazyLocales = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, done: (error: unknown, data?: Record<string, unknown>) => void) {
    const load = files[`../../../locales/${lang}/${ns}.json`];
    if (!load) return done(null, {});
    load().then((data) => done(null, data), (error: unknown) => done(error));
  },
};

/** Resolves when the shell's own namespaces are loaded; main.tsx renders after it. */
export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'tr',
    defaultNS: 'common',
    // 'forms' is the kit's (field errors, date and time inputs): loaded with the shell, so a filter panel
    // or form that first appears on a resize (phone to desktop) does not suspend and blank the screen.
    ns: ['common', 'shell', 'forms'],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
