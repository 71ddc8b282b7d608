import sanitizeHtml from 'sanitize-html';

/**
 * The editor's HTML, in and out (architecture "Security model": rich text is sanitized on the
 * server). Only the structure the editor itself produces survives: no scripts, no event
 * handlers, no styles, no frames; links only to http(s) and mailto.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre', 'hr', 'a'],
  allowedAttributes: { a: ['href'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] } }).trim();
}

/** Text for a selection: no markup at all. */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
}
