/**
 * The DOM layout check of docs/ui.md, run inside the page (page.evaluate): what overflows its pane,
 * which interactive elements are smaller than 44 × 44 CSS px, whether the page title is shown whole.
 * Measured from element boxes, never from pixels.
 */
export interface LayoutFindings {
  overflow: string[];
  smallTargets: string[];
  title: string | null;
}

export function checkLayout(opts: { touch: boolean }): LayoutFindings {
  const MIN = 44 - 0.5;
  const pageEl = document.querySelector('ion-router-outlet > .ion-page:not(.ion-page-hidden)') ?? document.querySelector('.ion-page');
  const findings: LayoutFindings = { overflow: [], smallTargets: [], title: null };
  if (!pageEl) return { ...findings, title: 'no page' };
  const pane = pageEl.getBoundingClientRect();
  const describe = (el: Element) => {
    const id = el.getAttribute('data-testid');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Inside a dialog that is closed, or scrolled out of a virtual list: not on screen.
  const inClosedDialog = (el: Element) => {
    const dialog = el.closest('dialog');
    return dialog !== null && !dialog.open;
  };

  // 1. Horizontal overflow: the page scrolls sideways, a table needs a sideways scroll, or an element ends past the pane.
  const content = pageEl.querySelector('ion-content');
  const scroller = content?.shadowRoot?.querySelector('.inner-scroll');
  if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) findings.overflow.push(`page scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
  for (const wrap of pageEl.querySelectorAll('.apron-table-wrap')) {
    if (shown(wrap) && wrap.scrollWidth > wrap.clientWidth + 1) findings.overflow.push(`table wider than its pane (${wrap.scrollWidth} > ${wrap.clientWidth})`);
  }
  // A deliberate sideways scroller (a scrollable segment) holds what it holds; tables are checked above.
  // Remembered per element: every element asks about the same ancestors (a style lookup for each was
  // a third of the check's time on a long page).
  const scrolls = new Map<Element, boolean>();
  const inScroller = (el: Element): boolean => {
    const parent = el.parentElement;
    if (!parent || parent === pageEl) return false;
    let known = scrolls.get(parent);
    if (known === undefined) {
      known = /(auto|scroll)/.test(getComputedStyle(parent).overflowX) || inScroller(parent);
      scrolls.set(parent, known);
    }
    return known;
  };
  for (const el of pageEl.querySelectorAll('ion-header *, ion-content *, ion-footer *')) {
    if (!shown(el) || inClosedDialog(el) || inScroller(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > pane.right + 1 || r.left < pane.left - 1) {
      findings.overflow.push(`${describe(el)} ends at ${Math.round(r.right)} of ${Math.round(pane.right)}`);
      if (findings.overflow.length > 5) break;
    }
  }

  // 2. Touch targets (WCAG 2.5.5) on touch viewports; a target's label or row counts as part of it.
  if (opts.touch) {
    const selector = [
      'a[href]', 'button', 'select', 'textarea', 'input:not([type=hidden])', 'ion-button', 'ion-back-button', 'ion-menu-button',
      'ion-checkbox', 'ion-radio', 'ion-toggle', 'ion-select', 'ion-input', 'ion-textarea', '[role=button]', 'summary',
    ].join(',');
    for (const el of pageEl.querySelectorAll(selector)) {
      if (!shown(el) || inClosedDialog(el)) continue;
      // The native input of an ion-input/ion-textarea is measured through its host.
      if (el.matches('input, textarea') && el.closest('ion-input, ion-textarea, ion-searchbar')) continue;
      // A link inside a sentence is exempt (WCAG 2.5.5 'inline').
      if (el.matches('a') && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 10) continue;
      const boxes = [el, el.closest('label'), el.closest('ion-item')].filter((x): x is Element => x !== null).map((x) => x.getBoundingClientRect());
      const ok = boxes.some((r) => r.width >= MIN && r.height >= MIN);
      if (!ok) {
        const r = el.getBoundingClientRect();
        findings.smallTargets.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
  }

  // 3. The title: present, inside the viewport, and not cut by an ellipsis.
  const title = pageEl.querySelector('ion-title');
  if (!title || !shown(title)) findings.title = 'no visible title';
  else {
    const inner = (title.shadowRoot?.querySelector('.toolbar-title') as HTMLElement | null) ?? (title as HTMLElement);
    const r = title.getBoundingClientRect();
    if (inner.scrollWidth > inner.clientWidth + 1) findings.title = `title cut: "${title.textContent}" needs ${inner.scrollWidth}px, has ${inner.clientWidth}px`;
    else if (r.right > window.innerWidth + 1 || r.left < 0) findings.title = 'title off screen';
  }
  return findings;
}
