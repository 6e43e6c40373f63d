import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for timeline and news bodies: text formatting, lists, quotes and web/mail links.
 * Everything else (scripts, styles, event handlers, images, iframes) is dropped on write, so the
 * client can render a stored body as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  // target and rel are set by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the portal: a new tab that cannot reach back into it.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitiseBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
