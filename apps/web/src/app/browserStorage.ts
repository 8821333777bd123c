/**
 * The browser's localStorage, or undefined where reading it throws (storage refused by privacy settings,
 * or no browser): settings, the wallet and the swap history all read and write through it.
 */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}
