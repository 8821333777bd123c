// What the build's page hints may hold: they end up in HTML and in the page's policy, so each value is
// checked for exactly the form the build writes.

/** A list of strings. */
export const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A built file's URL: one origin-relative path of plain characters, never markup nor `//host/...`. */
export const assetUrl = /^\/(?!\/)[A-Za-z0-9_./-]+$/
