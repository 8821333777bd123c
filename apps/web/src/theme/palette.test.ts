// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance } from './contrast'
import { applyTheme, backgrounds, palettes, textColours, uiColours } from './palette'

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // #767676 on white is the classic just-passing AA grey (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(luminance('#808080')).toBeCloseTo(0.2159, 3)
  })

  it('rejects what is not #rrggbb', () => {
    expect(() => luminance('red')).toThrow()
  })
})

describe.each(['dark', 'light'] as const)('the %s theme', (theme) => {
  const palette = palettes[theme]

  it.each(textColours)('%s text reaches 4.5:1 (WCAG AA) on every background', (colour) => {
    for (const bg of backgrounds) {
      expect(
        contrastRatio(palette[colour], palette[bg]),
        `${colour} on ${bg}`,
      ).toBeGreaterThanOrEqual(4.5)
    }
  })

  it.each(uiColours)('%s reaches 3:1 (non-text) on every background', (colour) => {
    for (const bg of backgrounds) {
      expect(
        contrastRatio(palette[colour], palette[bg]),
        `${colour} on ${bg}`,
      ).toBeGreaterThanOrEqual(3)
    }
  })

  it('button text reaches 4.5:1 on the accent', () => {
    expect(contrastRatio(palette['on-accent'], palette.accent)).toBeGreaterThanOrEqual(4.5)
  })

  it('is applied as custom properties on the root element', () => {
    const root = document.createElement('div')
    applyTheme(theme, root)
    expect(root.dataset.theme).toBe(theme)
    expect(root.style.getPropertyValue('--text')).toBe(palette.text)
  })
})
