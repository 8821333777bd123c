// The locale every figure and date of the page is formatted in: the page's language's (src/i18n sets it
// once, before the app renders). English pages keep `en-US`, as before translation.
let current = 'en-US'

/** The BCP 47 tag numbers and dates are formatted in. */
export function formatLocale(): string {
  return current
}

/** Sets the locale of the page's formats; called once by the language's activation. */
export function setFormatLocale(tag: string): void {
  current = tag
}
