// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of ARCHITECTURE §2, enforced with `no-restricted-imports` regexes on the import
 * text. ESLint replaces (does not merge) a rule's options when two blocks match a file, so every
 * file gets exactly one complete list below. Dynamic `import()` is not checked by the rule.
 */
const TS = '{ts,tsx}';
const message = {
  server: 'src/** never imports server/**: share code through src/contracts (ARCHITECTURE §2).',
  serverSrc: 'server/** imports only src/contracts/** from src (ARCHITECTURE §2).',
  feature: 'A feature imports only itself (relative paths), @/lib and @/contracts; compose features in src/app (ARCHITECTURE §2).',
  lib: 'src/lib is shared by every feature: it may not import src/features or src/app (ARCHITECTURE §2).',
  contracts: 'src/contracts runs on both sides: it imports only zod and other contracts (ARCHITECTURE §2).',
};
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noServer = { regex: '^(\\.\\./)+server(/|$)', message: message.server };

/** Client-only libraries: a contract that pulls one in breaks the server. */
const clientLibraries = ['react', 'react/*', 'react-dom', 'react-dom/*', '@ionic/*', 'ionicons', 'ionicons/*', 'react-router', 'react-router-dom', 'react-i18next', 'i18next', '@tanstack/*', 'dexie', 'dexie-*', 'react-hook-form', '@hookform/*'];

/**
 * One block per feature and folder depth: from `src/features/<f>/<d folders>/file`, going up d+1
 * levels leaves the feature. Found by listing the folder, so a new feature edits nothing here.
 */
function featureBlocks() {
  let features = [];
  try {
    features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    // no features yet
  }
  return features.flatMap((feature) =>
    [0, 1, 2, 3, 4, 5].map((depth) => ({
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.${TS}`],
      rules: restrict([
        { regex: `^@/(?!lib/|contracts/|features/${escape(feature)}/)`, message: message.feature },
        // Leaving the feature folder by a relative path (locales/*.json at the root stay reachable for tests).
        { regex: `^(\\.\\./){${depth + 1}}(?!${escape(feature)}/|(\\.\\./){2}locales/)`, message: message.feature },
      ]),
    })),
  );
}

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // The code base uses `!` where a lookup is known to succeed (seed data, parsed barrels).
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: [`src/**/*.${TS}`],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`sw/**/*.${TS}`],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: restrict([noServer]),
  },
  {
    // Playwright specs run in Node but their page.evaluate callbacks run in the browser.
    files: [`tests/**/*.${TS}`],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Layering (ARCHITECTURE §2).
  {
    files: [`server/**/*.${TS}`],
    rules: restrict([
      { regex: '^(\\.\\./)+src/(?!contracts/)', message: message.serverSrc },
      { regex: '^@/(?!contracts/)', message: message.serverSrc },
    ]),
  },
  { files: [`src/**/*.${TS}`], rules: restrict([noServer]) },
  {
    files: [`src/lib/**/*.${TS}`],
    rules: restrict([noServer, { regex: '^@/(features|app)(/|$)', message: message.lib }, { regex: '^(\\.\\./)+(features|app)(/|$)', message: message.lib }]),
  },
  {
    files: [`src/contracts/**/*.${TS}`],
    rules: restrict([
      { regex: '^@/(?!contracts/)', message: message.contracts },
      { regex: '^(\\.\\./)+(lib|features|app|server)(/|$)', message: message.contracts },
      { group: clientLibraries, message: message.contracts },
    ]),
  },
  ...featureBlocks(),

  // One date display (docs/ui.md): screens format dates through src/contracts/display-dates.ts.
  {
    files: [`src/features/**/*.${TS}`, `src/lib/**/*.${TS}`, `src/app/**/*.${TS}`],
    rules: {
      'no-restricted-syntax': ['error',
        ...[
          "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
        ].map((selector) => ({ selector, message: 'Show dates with displayDate/displayDateTime/displayTime (src/contracts/display-dates.ts): dd/mm/yyyy, 24-hour, Türkiye time — never the browser\'s locale.' })),
      ],
    },
  },
);
