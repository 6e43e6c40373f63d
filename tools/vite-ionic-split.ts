import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * @ionic/react is one barrel module whose wrappers statically import every Ionic element.
 * A component used on any lazy screen is therefore reachable from the entry, and the bundler
 * puts it in the initial load (measured here: ~400 KB gzip for a naive shell).
 *
 * This plugin gives each plain wrapper (`createComponent({...})` in the barrel) a module of its
 * own, generated from the barrel's own definition, and rewrites `import { IonInput } from
 * '@ionic/react'` in our sources to that module. Routing components (IonButton, IonItem…),
 * overlays and hooks stay in the barrel. Runtime behaviour is the barrel's: same tag, same
 * element class, same event map.
 */
const VIRTUAL = 'virtual:ionic-react/';

interface Wrapper {
  body: string;
  element: string;
  define: string;
  from: string;
}

function parseBarrel(code: string): Map<string, Wrapper> {
  const imports = new Map<string, { exported: string; from: string }>();
  for (const m of code.matchAll(/import \{([^}]+)\} from '(@ionic\/core\/components\/ion-[\w-]+\.js)';/g)) {
    for (const spec of m[1]!.split(',')) {
      const [exported, local = exported] = spec.trim().split(/\s+as\s+/) as [string, string?];
      imports.set(local!.trim(), { exported: exported.trim(), from: m[2]! });
    }
  }
  const wrappers = new Map<string, Wrapper>();
  for (const m of code.matchAll(/^const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{([\s\S]*?)\n\}\);/gm)) {
    const body = m[2]!;
    const element = /elementClass: ([\w$]+)/.exec(body)?.[1];
    const define = /defineCustomElement: ([\w$]+)/.exec(body)?.[1];
    const el = element && imports.get(element);
    const def = define && imports.get(define);
    if (!el || !def || el.from !== def.from) continue;
    wrappers.set(m[1]!, { body, element: el.exported, define: def.exported, from: el.from });
  }
  return wrappers;
}

export function ionicSplit(): Plugin {
  const require = createRequire(import.meta.url);
  let wrappers = new Map<string, Wrapper>();
  return {
    name: 'apron-ionic-split',
    enforce: 'pre',
    buildStart() {
      wrappers = parseBarrel(readFileSync(require.resolve('@ionic/react'), 'utf8'));
      if (wrappers.size < 40) this.warn(`ionic-split found only ${wrappers.size} wrappers; @ionic/react may have changed`);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const w = wrappers.get(name);
      if (!w) return null;
      const body = w.body
        .replace(/elementClass: [\w$]+/, 'elementClass: __element')
        .replace(/defineCustomElement: [\w$]+/, 'defineCustomElement: __define');
      return [
        "import React from 'react';",
        "import { createComponent } from '@stencil/react-output-target/runtime';",
        `import { ${w.element} as __element, ${w.define} as __define } from '${w.from}';`,
        `export const ${name} = /*@__PURE__*/ createComponent({${body}\n});`,
      ].join('\n');
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]/.test(id) || id.includes('node_modules') || !code.includes('@ionic/react')) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]@ionic\/react['"];?/g, (statement, list: string) => {
        const names = list.split(',').map((s) => s.trim()).filter(Boolean);
        const own = names.filter((n) => wrappers.has(n));
        if (own.length === 0) return statement;
        const rest = names.filter((n) => !wrappers.has(n));
        return [
          ...(rest.length ? [`import { ${rest.join(', ')} } from '@ionic/react';`] : []),
          ...own.map((n) => `import { ${n} } from '${VIRTUAL}${n}';`),
        ].join('\n');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
