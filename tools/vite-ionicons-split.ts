import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `ionicons/icons` is one module of 1,300 SVG data URLs. The bundler keeps every icon used
 * anywhere, but inside that one module, which sits in the entry chunk because the shell uses a
 * few icons: the icons of every lazy screen (~22 KB) were in the sign-in page's first load.
 *
 * This plugin gives each icon a module of its own, holding its data URL as read from the package,
 * and rewrites `import { addOutline } from 'ionicons/icons'` in our sources to it, so an icon
 * travels with the screens that draw it. Same strings, so nothing changes on screen.
 */
const VIRTUAL = 'virtual:ionicon/';

/** `export const name = "data:…";` lines of ionicons/icons/index.mjs, by name. */
export function parseIcons(code: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const m of code.matchAll(/^export const (\w+) = ("(?:[^"\\\n]|\\.)*");?$/gm)) icons.set(m[1]!, m[2]!);
  return icons;
}

/** Our source with its ionicons imports pointed at one module per icon; null when it has none. */
export function splitIconImports(code: string, known: (name: string) => boolean): string | null {
  const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g, (statement, list: string) => {
    const specs = list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.split(/\s+as\s+/).map((p) => p.trim()) as [string, string?]);
    // A name the package does not have stays on the barrel, where the build reports it as it always did.
    if (specs.some(([name]) => !known(name))) return statement;
    return specs.map(([name, local]) => `import ${local ?? name} from '${VIRTUAL}${name}';`).join('\n');
  });
  return out === code ? null : out;
}

export function ioniconsSplit(): Plugin {
  const require = createRequire(import.meta.url);
  let icons = new Map<string, string>();
  return {
    name: 'apron-ionicons-split',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      icons = parseIcons(readFileSync(require.resolve('ionicons/icons').replace(/index\.js$/, 'index.mjs'), 'utf8'));
      if (icons.size < 1000) this.warn(`ionicons-split found only ${icons.size} icons; ionicons may have changed`);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const icon = icons.get(id.slice(VIRTUAL.length + 1));
      return icon === undefined ? null : `export default ${icon};`;
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]/.test(id) || id.includes('node_modules') || !code.includes('ionicons/icons')) return null;
      const out = splitIconImports(code, (name) => icons.has(name));
      return out === null ? null : { code: out, map: null };
    },
  };
}
