/**
 * The form snapshot (docs/offline-cold-start.md): what the page stores and what the
 * service worker puts into index.html, in one place for both.
 *
 * A field form's page, once shown, stores a picture of its empty form that still works as a form
 * (its fields take typing and choices) under its path. When the tab is opened again on that path,
 * the worker answers index.html with that picture in it, so the auditor sees and fills the form
 * as soon as the HTML is parsed, before the app's code has run; the app then takes over and
 * carries what was typed into its own form (form-snapshot-adopt.ts).
 */
export const SNAPSHOT_CACHE = 'apron-form-snapshots-v1';
export const SNAPSHOT_ELEMENT_ID = 'apron-snapshot';

/**
 * The snapshot's one script, inline at its end: a Save tapped before the app's code runs is
 * marked on the form (the app submits its own form when it takes over). Inline because it must
 * run as the HTML is parsed, without a file to fetch; the server's Content-Security-Policy allows
 * exactly this text by its hash (server/app.ts).
 */
export const SNAPSHOT_SAVE_SCRIPT =
  "document.querySelector('#apron-snapshot form').addEventListener('submit',function(e){e.preventDefault();this.dataset.saveTapped='1';this.querySelectorAll('[type=submit]').forEach(function(b){b.setAttribute('aria-busy','true')})})";

/** Snapshots are of pages without a query: ?outbox= (a correction) and presets are other forms. */
export function snapshotKey(pathname: string): string {
  return `/__form-snapshot${pathname}`;
}

/**
 * index.html with the snapshot before the app's root. Answers the page unchanged when it has no
 * body to put it in (a broken or foreign page is never made worse).
 */
export function injectSnapshot(indexHtml: string, fragment: string): string {
  const at = indexHtml.search(/<div id="root"><\/div>/);
  if (at < 0) return indexHtml;
  return `${indexHtml.slice(0, at)}${fragment}${indexHtml.slice(at)}`;
}
