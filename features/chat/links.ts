/**
 * Chat links (001 §9): a URL in a message becomes a link only when its host is one of the listed partner domains
 * (or a subdomain of one); everything else stays text. The result is data for React to render as text nodes.
 */
export const CHAT_LINK_DOMAINS = [
  'homeward.example',
  'apm.example',
  'crosscountry.example',
  'cmg.example',
  'evergreen.example',
  'fairway.example',
  'grate.example',
  'homepoint.example',
  'originpoint.example',
  'citywide.example',
  'properrate.example',
] as const;

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function isPartnerLink(href: string, domains: readonly string[] = CHAT_LINK_DOMAINS): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export function messageParts(text: string, domains: readonly string[] = CHAT_LINK_DOMAINS): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    // A sentence's closing punctuation is not part of the link.
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    if (!isPartnerLink(href, domains)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
