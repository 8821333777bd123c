import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cspHash, inlineStyles, inlineStylesheet, stylesheetHrefs } from './inlineCss'

const html = `<head>
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>`

describe('inlining the entry stylesheet', () => {
  it('puts the rules in a <style> where the link was and keeps the link, disabled', () => {
    expect(stylesheetHrefs(html)).toEqual(['/assets/app-1.css'])
    const out = inlineStylesheet(html, '/assets/app-1.css', '.a{color:red}')
    expect(out).toContain(
      '<style>.a{color:red}</style>\n    <link rel="stylesheet" crossorigin href="/assets/app-1.css" disabled>',
    )
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">')
    expect(stylesheetHrefs(out)).toEqual(['/assets/app-1.css'])
    expect(inlineStyles(out)).toEqual(['.a{color:red}'])
  })

  it('refuses rules that would end the element early, and a link that is not there', () => {
    expect(() => inlineStylesheet(html, '/assets/app-1.css', 'a{}</style><script>')).toThrow(
      /cannot be inlined/,
    )
    expect(() => inlineStylesheet(html, '/assets/other.css', '')).toThrow(/no <link/)
  })

  it("hashes an element's text as the CSP does: sha256, base64, quoted", () => {
    const expected = createHash('sha256').update('.a{color:red}').digest('base64')
    expect(cspHash('.a{color:red}')).toBe(`'sha256-${expected}'`)
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})
