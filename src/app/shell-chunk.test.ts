import { describe, expect, it } from 'vitest';
import { shellChunk, shellModules, type ModuleGraph } from '../../tools/shell-chunk';

/** The build's one chunk for the first load (vite.config.ts): the sign-in page asks for 15 files, not 42. */
describe('shell chunk (tools/shell-chunk.ts)', () => {
  // main imports app and react; app imports the Ionic barrel (which imports every element) and a
  // wrapper of one element; the element and react import a helper. A lazy screen is nobody's static import.
  const imports: Record<string, string[]> = {
    '/src/main.tsx': ['/src/app.tsx', '/nm/react.js'],
    '/src/app.tsx': ['/nm/react.js', '/nm/ionic/index.js', '/virtual/IonInput'],
    '/nm/react.js': ['/nm/helper.js'],
    '/nm/ionic/index.js': ['/nm/ion-datetime.js', '/nm/ion-input.js'],
    '/virtual/IonInput': ['/nm/ion-input.js'],
    '/nm/ion-input.js': ['/nm/helper.js'],
    '/nm/ion-datetime.js': ['/nm/helper.js'],
    '/nm/helper.js': [],
    '/src/screen.tsx': ['/src/app.tsx', '/nm/ion-datetime.js'],
  };
  const graph: ModuleGraph = {
    getModuleInfo: (id) =>
      id in imports ? { importedIds: imports[id]!, importers: Object.keys(imports).filter((k) => imports[k]!.includes(id)) } : null,
  };
  const barrel = (id: string) => id.endsWith('/ionic/index.js');

  it("takes the entry's static imports, not through a barrel nor what leads back to one, nor the entry", () => {
    expect([...shellModules('/src/main.tsx', graph, barrel)].sort()).toEqual(['/nm/helper.js', '/nm/ion-input.js', '/nm/react.js', '/virtual/IonInput']);
  });

  it('what it takes imports nothing outside it (no cycle between chunks)', () => {
    const shell = shellModules('/src/main.tsx', graph, barrel);
    for (const id of shell) for (const dep of imports[id]!) expect(shell.has(dep), `${id} → ${dep}`).toBe(true);
  });

  it('names the chunk for those modules only', () => {
    const { name } = shellChunk('/src/main.tsx', barrel);
    expect(name('/nm/react.js', graph)).toBe('shell');
    for (const id of ['/src/main.tsx', '/src/app.tsx', '/nm/ionic/index.js', '/nm/ion-datetime.js', '/src/screen.tsx']) expect(name(id, graph), id).toBeNull();
  });
});
