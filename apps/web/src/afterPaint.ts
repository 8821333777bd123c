/**
 * Resolves once the browser has painted the current frame: after the next animation frame, a task later
 * (a frame callback runs before that frame's paint). At once in a hidden tab, which paints no frames and
 * would otherwise wait until shown. No imports: the entry (main.tsx) uses it before the app loads.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
