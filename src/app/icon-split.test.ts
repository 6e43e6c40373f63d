import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { addOutline, cloudOfflineOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { parseIcons, splitIconImports } from '../../tools/vite-ionicons-split';

/** The build's one module per icon (vite.config.ts): the sign-in page no longer loads every screen's icons. */
describe('ionicons split (tools/vite-ionicons-split.ts)', () => {
  const file = createRequire(import.meta.url).resolve('ionicons/icons').replace(/index\.js$/, 'index.mjs');
  const icons = parseIcons(readFileSync(file, 'utf8'));

  it("reads every icon of the package with the package's own value", () => {
    expect(icons.size).toBeGreaterThan(1000);
    expect(JSON.parse(icons.get('addOutline')!)).toBe(addOutline);
    expect(JSON.parse(icons.get('cloudOfflineOutline')!)).toBe(cloudOfflineOutline);
  });

  it('points each imported icon, renamed or not, at a module of its own', () => {
    const source = "import { IonIcon } from '@ionic/react';\nimport {\n  addOutline,\n  trashOutline as remove,\n} from 'ionicons/icons';\nexport const x = [addOutline, remove];";
    expect(splitIconImports(source, (n) => icons.has(n))).toBe(
      "import { IonIcon } from '@ionic/react';\nimport addOutline from 'virtual:ionicon/addOutline';\nimport remove from 'virtual:ionicon/trashOutline';\nexport const x = [addOutline, remove];",
    );
  });

  it('leaves a source without icons, or naming an icon the package lacks, as it was', () => {
    expect(splitIconImports("import { IonIcon } from '@ionic/react';", (n) => icons.has(n))).toBeNull();
    expect(splitIconImports("import { addOutline, noSuchIcon } from 'ionicons/icons';", (n) => icons.has(n))).toBeNull();
  });
});
