import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy for stored content (blog articles, policy pages): an allow-list of text,
 * heading, list, table, link and image tags. Everything else is dropped: <script>, <style>,
 * <iframe>, <form>, event handlers (on*), style attributes, and URLs other than http(s), mailto
 * and tel (so no javascript: or data: URLs). Relative URLs (/files/public/..., /blogs) stay.
 * The pages are also served under a Content-Security-Policy without inline scripts
 * (plugins/external/security-headers.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'abbr',
    'cite',
    'q',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
    // Images in articles load lazily (public pages' performance budget).
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitised HTML, trimmed; '' when nothing safe is left. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of some HTML (for meta descriptions), whitespace collapsed, cut at `max` characters. */
export function htmlToText(html: string, max = 160): string {
  // Block boundaries become spaces so "<h2>Start</h2><p>Revise" reads "Start Revise".
  const spaced = html.replace(
    /<\/?(?:p|div|h[1-6]|li|ul|ol|dt|dd|br|hr|tr|td|th|blockquote|figcaption|pre)\b[^>]*>/gi,
    ' ',
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
