/** Where the page is and how it moves: the browser's location, or a test's stand-in. */
export interface PageNavigation {
  current(): { pathname: string; search: string; hash: string }
  /** Opens `path` (a new entry in the history). */
  assign(path: string): void
  /** Loads the page again at its current address. */
  reload(): void
}

export const browserNavigation: PageNavigation = {
  current: () => globalThis.location,
  assign: (path) => globalThis.location.assign(path),
  reload: () => globalThis.location.reload(),
}

/**
 * Loads the page at `path` (an absolute path with its query and fragment), so it starts again in the
 * language that address and the settings give (src/i18n). An address that differs from the current one
 * only in its fragment, or not at all, is no new page for the browser: it would scroll and keep the page
 * as it is, in its old language. The page then moves there and loads again.
 */
export function loadPage(path: string, navigation: PageNavigation = browserNavigation): void {
  const here = navigation.current()
  const there = new URL(path, 'http://page.invalid')
  if (there.pathname !== here.pathname || there.search !== here.search) {
    navigation.assign(path)
    return
  }
  if (there.hash !== here.hash) navigation.assign(path)
  navigation.reload()
}
