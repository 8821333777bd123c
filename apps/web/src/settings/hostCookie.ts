/**
 * The settings' data-service host, mirrored in a cookie for the server: the app's pages may reach only the
 * hosts their Content-Security-Policy names, and the server names the one this cookie holds (see
 * `pageCsp` in `@outpoint/serve`). A page keeps the policy it was loaded with, so after a change the page
 * loads again.
 */
const name = 'outpoint-host'

/** The host the cookie holds now ('' when none). */
function cookieHost(): string {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return ''
    }
  }
  return ''
}

/**
 * Makes the cookie hold `host`. Answers true when it changed (and took: a browser refusing cookies answers
 * false, so a caller's reload cannot repeat): the page must load again for its policy to follow.
 */
export function syncHostCookie(host: string): boolean {
  if (cookieHost() === host) return false
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous (the check below reads back at once) and missing from Firefox and Safari
  document.cookie = host
    ? `${name}=${encodeURIComponent(host)}; Path=/; Max-Age=31536000; SameSite=Strict`
    : `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`
  return cookieHost() === host
}
