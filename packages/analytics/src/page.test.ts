import { describe, expect, it } from 'vitest'
import { redactUrl } from './page.js'

const txid = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'

describe('redactUrl', () => {
  it('replaces identifiers in the path and keeps the shape of the page', () => {
    expect(redactUrl(`https://outpoint.example/testnet/tx/${txid}`)).toBe(
      'https://outpoint.example/testnet/tx/:id',
    )
    expect(redactUrl('https://o.example/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      'https://o.example/address/:id',
    )
    expect(redactUrl(`https://o.example/tx/${txid}%3A1`)).toBe('https://o.example/tx/:id')
    expect(redactUrl('https://o.example/lightning/channel/800000x12x1')).toBe(
      'https://o.example/lightning/channel/:id',
    )
  })

  it('keeps public segments such as networks and heights', () => {
    expect(redactUrl('https://o.example/liquid/block/800000')).toBe(
      'https://o.example/liquid/block/800000',
    )
    expect(redactUrl('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/')
  })

  it('drops query and fragment, which may carry anything', () => {
    expect(redactUrl(`https://o.example/search?q=${txid}#${txid}`)).toBe('https://o.example/search')
  })

  it('gives nothing for an address it cannot parse', () => {
    expect(redactUrl('not a url')).toBe('')
  })
})
