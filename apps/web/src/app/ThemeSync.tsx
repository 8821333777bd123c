import { useApplyTheme } from '../theme/useApplyTheme'

export function ThemeSync() {
  useApplyTheme()
  return null
}
