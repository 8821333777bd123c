import { esploraPollInterval } from './pollPlan'

/**
 * Calls `poll` every `interval` ms and again when the tab is shown again (a poll in a hidden tab is
 * the poller's to skip); the returned function stops it. With `now`, it also polls at once.
 */
export function pollWhileShown(
  poll: () => void,
  { interval = esploraPollInterval, now = false }: { interval?: number; now?: boolean } = {},
): () => void {
  if (now) poll()
  const timer = setInterval(poll, interval)
  globalThis.document?.addEventListener('visibilitychange', poll)
  return () => {
    clearInterval(timer)
    globalThis.document?.removeEventListener('visibilitychange', poll)
  }
}
