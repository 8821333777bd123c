/**
 * An input's or output's height until it is drawn and measured: one line of address, type, value and
 * spent mark on a desktop (a phone wraps it to two; scripts shown make it taller). Measured rows replace it.
 */
export function estimateRowHeight(): number {
  return 38
}

/**
 * Rows drawn beyond each edge of the viewport: enough that Tab from the last drawn row's link finds the
 * next row's (focus scrolls the page and the window follows), few enough to keep the DOM small.
 */
export const rowOverscan = 12
