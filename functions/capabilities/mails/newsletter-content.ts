/**
 * A newsletter's content, as the owner writes it (product §2 'Newsletter'): plain text with a
 * few marks, '**fed**', '*kursiv*', '## Overskrift', '- punkt', '[tekst](https://...)' and
 * '![billedtekst](billedets adresse)'; a blank line starts a new paragraph, a single line break
 * stays one. The same rendering makes the mail and the admin's preview:
 *
 * 1. markdown-it, with raw HTML off (anything typed as a tag is shown as text) and only the
 *    rules above;
 * 2. sanitize-html, which keeps only p, br, strong, em, ul, ol, li, h2, h3, a[href] and
 *    img[src, alt], links to https, mailto or the site itself, and images from the site's
 *    own media (what the owner uploads under Eksterne billeder), whatever the first step gave;
 * 3. the mail's inline styles, added to the tags that are left.
 *
 * The owner is told of a link or picture that cannot be used (`contentProblems`) before
 * anything is sent; the sanitiser drops it anyway. The text part is written from the same
 * tokens: links and pictures as 'tekst (adresse)'.
 *
 * markdown-it and sanitize-html (with postcss) are loaded by the first newsletter that is
 * checked or rendered, so the other operations of the functions that hold these never load
 * them (docs/decisions/0022).
 */
import type MarkdownItClass from 'markdown-it';
import type { Token } from 'markdown-it';
import type sanitizeHtml from 'sanitize-html';

type MarkdownIt = InstanceType<typeof MarkdownItClass>;

interface Tools {
  markdown: MarkdownIt;
  sanitizeHtml: typeof sanitizeHtml;
}

let loading: Promise<Tools> | undefined;

/** The parser and the sanitiser, loaded and set up once. */
function tools(): Promise<Tools> {
  loading ??= Promise.all([import('markdown-it'), import('sanitize-html')]).then(
    ([{ default: MarkdownItSdk }, { default: sanitize }]) => ({
      markdown: configured(new MarkdownItSdk('zero', { html: false, breaks: true, linkify: true })),
      sanitizeHtml: sanitize,
    }),
  );
  return loading;
}

function configured(markdown: MarkdownIt): MarkdownIt {
  markdown.enable([
    'heading',
    'list',
    'linkify',
    'newline',
    'escape',
    'emphasis',
    'link',
    'image',
    'entity',
  ]);
  // Bare web addresses become links only with their https:// (a bare 'www.' would become http).
  markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  // Every address reaches the checks below (markdown-it would quietly print a bad one as text).
  markdown.validateLink = () => true;
  return markdown;
}

const trimEnd = (url: string) => url.replace(/\/+$/, '');

/** A path of the site's own ('/booking', never '//host' or a path that climbs with '..'). */
const sitePath = (url: string) => /^\/(?!\/)/.test(url) && !/(^|\/)\.\.(\/|$)/.test(url);

/** An address with the site's own origin, or a path of it, made absolute for a mail. */
function ownAddress(url: string, siteUrl: string): string | null {
  const site = trimEnd(siteUrl);
  if (sitePath(url)) return `${site}${url}`;
  if (url.startsWith(`${site}/`) && sitePath(url.slice(site.length))) return url;
  return null;
}

/** Where a link may lead: https, mailto, or the site itself. Null: nowhere allowed. */
export function allowedLink(url: string, siteUrl: string): string | null {
  const href = url.trim();
  if (/^https:\/\/[^\s/]+/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return href;
  return ownAddress(href, siteUrl);
}

/** Where a picture may come from: the site's own media. Null: not from there. */
export function allowedImage(url: string, siteUrl: string): string | null {
  const src = ownAddress(url.trim(), siteUrl);
  return src && src.startsWith(`${trimEnd(siteUrl)}/media/`) ? src : null;
}

export interface ContentProblem {
  kind: 'link' | 'image';
  url: string;
}

/** A link's or picture's address as the parser read it. */
const addressOf = (token: Token, name: 'href' | 'src'): string | null => {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
};

function inlineTokens(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) => (token.type === 'inline' ? (token.children ?? []) : []));
}

/** The links and pictures of a content that the mail cannot carry, in the order written. */
export async function contentProblems(content: string, siteUrl: string): Promise<ContentProblem[]> {
  const { markdown } = await tools();
  const problems: ContentProblem[] = [];
  for (const token of inlineTokens(markdown.parse(content, {}))) {
    const href = token.type === 'link_open' ? addressOf(token, 'href') : null;
    if (href !== null && !allowedLink(href, siteUrl)) problems.push({ kind: 'link', url: href });
    const src = token.type === 'image' ? addressOf(token, 'src') : null;
    if (src !== null && !allowedImage(src, siteUrl)) problems.push({ kind: 'image', url: src });
  }
  return problems;
}

/** The sanitiser's rules (step 2): what survives whatever HTML it is given. */
export async function sanitizeNewsletterHtml(html: string, siteUrl: string): Promise<string> {
  return sanitizeWith((await tools()).sanitizeHtml, html, siteUrl);
}

function sanitizeWith(sanitize: typeof sanitizeHtml, html: string, siteUrl: string): string {
  const httpSite = siteUrl.startsWith('http:') ? ['http'] : [];
  return sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'img'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
    allowedSchemes: ['https', 'mailto', ...httpSite],
    allowedSchemesByTag: { img: ['https', ...httpSite] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      h4: 'h3',
      h5: 'h3',
      h6: 'h3',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? null : allowedLink(attribs.href, siteUrl);
        const kept: sanitizeHtml.Attributes = href ? { href } : {};
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? null : allowedImage(attribs.src, siteUrl);
        const kept: sanitizeHtml.Attributes = src ? { src, alt: attribs.alt ?? '' } : {};
        return { tagName, attribs: kept };
      },
    },
    // A picture with no allowed source is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

export interface ContentColours {
  text: string;
  primary: string;
}

/** Step 3: the mail's inline styles on the sanitised tags (which carry no style of their own). */
function styled(html: string, colours: ContentColours): string {
  const text = `color:${colours.text}`;
  const styles: Record<string, string> = {
    p: `font-size:16px;line-height:1.6;margin:0 0 16px;${text}`,
    h2: `font-size:20px;line-height:1.3;margin:24px 0 12px;${text}`,
    h3: `font-size:17px;line-height:1.3;margin:20px 0 8px;${text}`,
    ul: `margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;${text}`,
    ol: `margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.6;${text}`,
    li: 'margin:0 0 4px',
    a: `color:${colours.primary};text-decoration:underline`,
    img: 'display:block;max-width:100%;height:auto;margin:0 0 16px;border:0;border-radius:8px',
  };
  return html.replace(/<(p|h2|h3|ul|ol|li|a|img)(?=[\s>/])/g, (tag, name: string) =>
    styles[name] ? `${tag} style="${styles[name]}"` : tag,
  );
}

/** The text part: the same tokens as plain text, each link and picture with its address. */
function plainText(tokens: readonly Token[], siteUrl: string): string {
  let out = '';
  const lists: { ordered: boolean; next: number }[] = [];
  let linkHref: string | null = null;
  let linkText = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: 1 });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        out += '\n';
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        out += list?.ordered ? `${list.next++}. ` : '- ';
        break;
      }
      case 'list_item_close':
        out += '\n';
        break;
      case 'paragraph_close':
        if (!token.hidden) out += '\n\n';
        break;
      case 'heading_close':
        out += '\n\n';
        break;
      case 'inline':
        for (const child of token.children ?? []) {
          if (child.type === 'text') {
            out += child.content;
            if (linkHref !== null) linkText += child.content;
          } else if (child.type === 'softbreak' || child.type === 'hardbreak') {
            out += '\n';
          } else if (child.type === 'link_open') {
            linkHref = allowedLink(addressOf(child, 'href') ?? '', siteUrl);
            linkText = '';
          } else if (child.type === 'link_close') {
            const shown = linkHref?.replace(/^mailto:/, '');
            if (shown && shown !== linkText) out += ` (${shown})`;
            linkHref = null;
          } else if (child.type === 'image') {
            const src = allowedImage(addressOf(child, 'src') ?? '', siteUrl);
            if (src) out += child.content ? `${child.content} (${src})` : src;
          }
        }
        break;
    }
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

/** The content as the mail's HTML (sanitised, styled) and its text part. */
export async function renderNewsletterContent(
  content: string,
  siteUrl: string,
  colours: ContentColours,
): Promise<{ html: string; text: string }> {
  const { markdown, sanitizeHtml: sanitize } = await tools();
  const tokens = markdown.parse(content, {});
  const html = sanitizeWith(
    sanitize,
    markdown.renderer.render(tokens, markdown.options, {}),
    siteUrl,
  );
  return { html: styled(html, colours), text: plainText(tokens, siteUrl) };
}
