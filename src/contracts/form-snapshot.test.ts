import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectSnapshot, snapshotKey } from './form-snapshot';

describe('injectSnapshot', () => {
  const index = readFileSync('index.html', 'utf8');

  it('puts the snapshot before the app root of the real index.html, the rest unchanged', () => {
    const out = injectSnapshot(index, '<div id="apron-snapshot">x</div>');
    expect(out).toContain('<div id="apron-snapshot">x</div><div id="root"></div>');
    expect(out.replace('<div id="apron-snapshot">x</div>', '')).toBe(index);
  });

  it('answers a page without the root unchanged', () => {
    expect(injectSnapshot('<html><body>maintenance</body></html>', '<div>x</div>')).toBe('<html><body>maintenance</body></html>');
  });
});

describe('snapshotKey', () => {
  it('keeps snapshots apart from app routes and from each other', () => {
    expect(snapshotKey('/drill/store')).toBe('/__form-snapshot/drill/store');
    expect(snapshotKey('/drill/store')).not.toBe(snapshotKey('/prohibited-form/store'));
  });
});
