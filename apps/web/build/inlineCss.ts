import { createHash } from 'node:crypto'

/** The Content-Security-Policy source that allows one inline element with this exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The `href`s of the page's stylesheet links, in order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((match) => {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    return href === undefined ? [] : [href]
  })
}

/**
 * Puts the stylesheet at `href` into the page as a `<style>` (`css` its text), so the first paint waits
 * for no request. The `<link>` stays where it was, `disabled` (neither fetched nor applied): Vite's loader
 * adds a stylesheet a lazy chunk needs unless the page has a `<link rel="stylesheet">` with its URL, and
 * would otherwise add these rules again after the pages' own.
 */
export function inlineStylesheet(html: string, href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`)
  let found = false
  const out = html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    if (/\bhref="([^"]+)"/.exec(link)?.[1] !== href) return link
    found = true
    return `<style>${css}</style>\n    ${link.replace(/>$/, ' disabled>')}`
  })
  if (!found) throw new Error(`no <link rel="stylesheet" href="${href}"> in the page`)
  return out
}

/** The inline `<style>` elements' texts, as the CSP hashes them. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
}
