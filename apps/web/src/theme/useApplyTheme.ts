import { useLayoutEffect } from 'react'
import { useSettings } from '../settings/useSettings'
import { applyTheme } from './palette'

/** Keeps <html>'s colours in step with the theme setting. */
export function useApplyTheme(): void {
  const { theme } = useSettings().settings
  useLayoutEffect(() => applyTheme(theme), [theme])
}
