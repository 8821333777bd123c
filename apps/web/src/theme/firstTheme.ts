/**
 * The theme saved in the settings, read by the entry before the first paint with no other module: the
 * settings' own parser lives in the app's chunk, which loads after that paint. firstTheme.test.ts checks
 * it reads what the settings store writes. Undefined when nothing usable is stored (the shell's default).
 */
export function firstTheme(
  storage: () => Pick<Storage, 'getItem'> | undefined,
): 'dark' | 'light' | undefined {
  try {
    // Reading localStorage itself throws where storage is refused (privacy settings).
    const stored: unknown = JSON.parse(storage()?.getItem('outpoint.settings') ?? 'null')
    const theme =
      stored && typeof stored === 'object' && 'theme' in stored ? stored.theme : undefined
    return theme === 'dark' || theme === 'light' ? theme : undefined
  } catch {
    return undefined
  }
}
