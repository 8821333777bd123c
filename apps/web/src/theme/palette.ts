import type { Theme } from '../settings/settings'

/**
 * The colours of both themes, set as CSS custom properties (`--bg`, `--text`...) on <html>. Components use
 * only these variables. Every text colour reaches WCAG AA (4.5:1) on `bg`, `surface` and `raised`, and the
 * non-text ones (`border-strong`, `focus`) reach 3:1 on them: palette.test.ts checks it.
 */
export interface Palette {
  bg: string
  surface: string
  raised: string
  border: string
  'border-strong': string
  text: string
  'text-muted': string
  link: string
  accent: string
  'on-accent': string
  focus: string
  ok: string
  warn: string
  error: string
}

export const palettes: Record<Theme, Palette> = {
  dark: {
    bg: '#11131a',
    surface: '#1b1e29',
    raised: '#252a38',
    border: '#32384a',
    'border-strong': '#6b7390',
    text: '#e8eaf2',
    'text-muted': '#a3a9bd',
    link: '#7cb4ff',
    accent: '#f7a13b',
    'on-accent': '#11131a',
    focus: '#7cb4ff',
    ok: '#5fd38a',
    warn: '#f2c14e',
    error: '#ff8a80',
  },
  light: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    raised: '#eceef4',
    border: '#d5d9e3',
    'border-strong': '#737b91',
    text: '#161923',
    'text-muted': '#4f566b',
    link: '#1456b8',
    accent: '#9c4a00',
    'on-accent': '#ffffff',
    focus: '#1456b8',
    ok: '#146c36',
    warn: '#805600',
    error: '#b3261e',
  },
}

/** Colours used for text, checked at 4.5:1 against every background. */
export const textColours = ['text', 'text-muted', 'link', 'accent', 'ok', 'warn', 'error'] as const
/** Colours of borders and indicators people must see, checked at 3:1. */
export const uiColours = ['border-strong', 'focus'] as const
export const backgrounds = ['bg', 'surface', 'raised'] as const

/** Sets the theme's colours on the document element. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme
  root.style.colorScheme = theme
  for (const [name, value] of Object.entries(palettes[theme])) {
    root.style.setProperty(`--${name}`, value)
  }
}
