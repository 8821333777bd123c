import { describe, expect, it } from 'vitest'
import { checkSwapApi } from './swap-api.js'

describe('checkSwapApi', () => {
  it('takes an http(s) URL and drops a trailing slash', () => {
    expect(checkSwapApi('http://127.0.0.1:8997')).toBe('http://127.0.0.1:8997')
    expect(checkSwapApi(' http://127.0.0.1:8997/ ')).toBe('http://127.0.0.1:8997')
    expect(checkSwapApi('https://swap.example/base/')).toBe('https://swap.example/base')
  })

  it('refuses what is not a URL, another scheme and credentials', () => {
    expect(() => checkSwapApi('127.0.0.1:8997')).toThrow(/--swap-api takes/)
    expect(() => checkSwapApi('')).toThrow(/--swap-api takes/)
    expect(() => checkSwapApi('javascript:alert(1)')).toThrow(/http or https/)
    expect(() => checkSwapApi('http://user:secret@127.0.0.1:8997')).toThrow(/credentials/)
  })
})
