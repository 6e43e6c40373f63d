import { useEffect } from 'react';
import { formControls, type FormControl } from './form-snapshot-fields';
import { SNAPSHOT_CACHE, SNAPSHOT_ELEMENT_ID, SNAPSHOT_SAVE_SCRIPT, snapshotKey } from '@/contracts/form-snapshot';

/**
 * Taking the form snapshot (src/contracts/form-snapshot.ts): the shown, still empty form of a field-form
 * page, serialised into a picture that works without the app's code, stored per path.
 */

const supported = () => typeof caches !== 'undefined';

/** The form of the page on screen: Ionic keeps left pages in the DOM, hidden; the entering one is last. */
export function activeForm(): HTMLFormElement | null {
  const pages = document.querySelectorAll('#root .ion-page:not(.ion-page-hidden)');
  return pages[pages.length - 1]?.querySelector<HTMLFormElement>('form.apron-form') ?? null;
}

/** Ionic's inputs draw their native input after they connect; before that there is nothing to copy. */
export function formDrawn(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll('ion-input, ion-textarea')].every((el) => el.classList.contains('hydrated'));
}

/** The picture shows what the form shows: live values become the markup's defaults. */
function pinValue(copy: FormControl, live: FormControl) {
  if (copy instanceof HTMLSelectElement) {
    for (const option of copy.options) option.toggleAttribute('selected', option.value === live.value);
  } else if (copy instanceof HTMLTextAreaElement) {
    copy.textContent = live.value;
  } else if (copy.type === 'checkbox' || copy.type === 'radio') {
    copy.toggleAttribute('checked', (live as HTMLInputElement).checked);
  } else {
    copy.setAttribute('value', live.value);
  }
  copy.toggleAttribute('disabled', live.disabled);
}

// Attributes that would tie the picture to the app's elements (ids, labels' targets, test ids) or run code.
const DROPPED_ATTRIBUTE = /^(id|for|data-testid|aria-labelledby|aria-describedby|aria-controls|on.*)$/i;

/** Ionic's buttons are drawn by their code: a plain button in the picture; only Save does anything. */
function plainButton(doc: Document, ionButton: Element): HTMLButtonElement {
  const button = doc.createElement('button');
  const submit = ionButton.getAttribute('type') === 'submit';
  button.type = submit ? 'submit' : 'button';
  button.className = submit ? 'apron-snapshot-button apron-snapshot-submit' : 'apron-snapshot-button';
  button.disabled = !submit;
  button.textContent = ionButton.textContent?.trim() ?? '';
  const title = ionButton.getAttribute('title');
  if (title) button.title = title;
  return button;
}

/**
 * The snapshot's markup: the page's title and its form, with the stylesheets and Ionic's scoped
 * styles the form is drawn with. Built in a document with no window, so no custom element
 * starts and nothing in it runs; serialising escapes every text and attribute.
 */
export function serialiseForm(form: HTMLFormElement, path: string, title: string): string {
  const doc = document.implementation.createHTMLDocument('');
  const copy = doc.importNode(form, true);
  const live = formControls(form);
  formControls(copy).forEach((control, i) => live[i] && pinValue(control, live[i]));
  copy.querySelectorAll('script, style, dialog, iframe, ion-icon, [style*="display: none"]').forEach((el) => el.remove());
  copy.querySelectorAll('ion-button').forEach((el) => el.replaceWith(plainButton(doc, el)));
  // A file needs the app (photos, size checks): the picture's file fields wait for it.
  copy.querySelectorAll<HTMLInputElement>('input[type=file]').forEach((el) => (el.disabled = true));
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) if (DROPPED_ATTRIBUTE.test(attr.name)) el.removeAttribute(attr.name);
  }
  // Submitting does nothing by itself (a dialog form outside a dialog); the app hears it and saves.
  copy.setAttribute('method', 'dialog');

  const root = doc.createElement('div');
  root.id = SNAPSHOT_ELEMENT_ID;
  root.className = 'apron-snapshot';
  root.dataset.path = path;
  // Once each: the page can hold two link elements with one address (the shell's sheet was linked twice).
  const sheets = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => new URL(link.href).pathname));
  for (const href of sheets) {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = href;
    root.append(sheet);
  }
  const scoped = new Set(form.innerHTML.match(/\bsc-ion-[a-z]+-(?:md|ios)\b/g) ?? []);
  for (const style of document.head.querySelectorAll('style')) {
    const text = style.textContent ?? '';
    if ([...scoped].some((name) => text.startsWith(`.${name}-h`))) root.append(Object.assign(doc.createElement('style'), { textContent: text }));
  }
  const heading = doc.createElement('h1');
  heading.className = 'apron-snapshot-title';
  heading.textContent = title;
  const content = doc.createElement('div');
  content.className = 'apron-snapshot-content';
  content.append(copy);
  const save = doc.createElement('script');
  save.textContent = SNAPSHOT_SAVE_SCRIPT;
  root.append(Object.assign(doc.createElement('div'), { className: 'apron-snapshot-bar' }), heading, content, save);
  return root.outerHTML;
}

export async function storeSnapshot(path: string, html: string): Promise<void> {
  if (!supported()) return;
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(snapshotKey(path), new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
}

/** Sign-out and a lost session: the pictures hold the user's choices (projects, names). */
export async function clearFormSnapshots(): Promise<void> {
  if (supported()) await caches.delete(SNAPSHOT_CACHE);
}

export function pageTitle(form: HTMLFormElement): string {
  return form.closest('.ion-page')?.querySelector('.apron-page-title')?.textContent?.trim() ?? document.title;
}

/**
 * A field-form page (useNewRecordKey) stores its snapshot each time it starts a record: once the
 * form is on screen and before anything is typed. Not while a snapshot is on screen — taking it
 * over stores a fresh one (form-snapshot-adopt.ts) — and not for a page with a query.
 */
export function useFormSnapshot(recordKey: string): void {
  useEffect(() => {
    const { pathname, search } = window.location;
    if (search || !supported() || document.getElementById(SNAPSHOT_ELEMENT_ID)) return;
    let frame = 0;
    const deadline = performance.now() + 15_000;
    const look = () => {
      if (window.location.pathname !== pathname || performance.now() > deadline) return;
      const form = activeForm();
      const page = form?.closest('.ion-page');
      if (form && page && !page.classList.contains('ion-page-invisible') && formDrawn(form) && form.checkVisibility()) {
        void storeSnapshot(pathname, serialiseForm(form, pathname, pageTitle(form))).catch(() => undefined);
        return;
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [recordKey]);
}
