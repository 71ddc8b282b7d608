import { escapeHtml } from '../../platform/html.js';

// A URL runs to the next space or character that cannot be part of one in running text.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the link: "see https://x.test/a."
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * A comment as HTML: the text escaped, and http(s) links made clickable with
 * rel="nofollow ugc noopener". Nothing else is rendered: no Markdown, no tags, no attributes, and no
 * other scheme (javascript:, data:, vbscript:) ever becomes a link. Line breaks are kept by CSS.
 */
export function commentToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHttpUrl(candidate);
    if (!href) continue;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(href)}" rel="nofollow ugc noopener">${escapeHtml(candidate)}</a>`;
    last = start + candidate.length;
  }
  return html + escapeHtml(text.slice(last));
}

function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
