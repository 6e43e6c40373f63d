import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A stored body, sanitised again in the browser (DOMPurify) before it becomes HTML. */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] }), [html]);
  // Sanitised on the server (sanitize-html) and again here.
  return <div className="correspondence-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
