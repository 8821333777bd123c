import { describe, expect, it } from 'vitest'
import { dataPreloads, withDataPreloads } from './data-preloads.js'

const txid = 'ab'.repeat(32)
const key = `02${'cd'.repeat(32)}`
const liquidAddress = 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094'

describe("a deep link's first data requests", () => {
  it('are the page’s own first requests, below its network', () => {
    expect(dataPreloads(`/tx/${txid}`)).toEqual([`/api/tx/${txid}`])
    expect(dataPreloads(`/testnet4/block/${txid}`)).toEqual([`/testnet4/api/v1/block/${txid}`])
    expect(dataPreloads(`/liquid/tx/${txid}`)).toEqual([`/liquid/api/tx/${txid}`])
    expect(dataPreloads('/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3v')).toEqual([
      '/api/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3v',
      '/api/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3v/txs',
    ])
    expect(dataPreloads('/signet/address/mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toHaveLength(2)
    expect(dataPreloads(`/lightning/node/${key}`)).toEqual([`/api/v1/lightning/nodes/${key}`])
    expect(dataPreloads(`/signet/lightning/node/${key}`)).toEqual([
      `/signet/api/v1/lightning/nodes/${key}`,
    ])
    expect(dataPreloads(`/liquid/address/${liquidAddress}`)).toEqual([
      `/liquid/api/address/${liquidAddress}`,
      `/liquid/api/address/${liquidAddress}/txs`,
    ])
  })

  it('are none for ids of any other form, which go into the HTML only when exact', () => {
    for (const path of [
      `/tx/${txid.toUpperCase()}`,
      `/tx/${txid}:1`,
      '/tx/"><script>',
      `/block/${txid}x`,
      '/block/840000',
      '/address/BC1QK6HQVY5KNUQA86CQRTFNEMV4WQW3A2QFQKWW3V',
      '/address/bc1q"onload=x',
      // A mistyped character (the checksum fails), another network's address, a public key's page.
      '/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3w',
      '/testnet/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3v',
      `/address/${key}`,
      // No Lightning graph on testnet4 or Liquid: the page asks nothing.
      `/testnet4/lightning/node/${key}`,
      `/lightning/node/04${'cd'.repeat(32)}`,
      `/liquid/address/bc1qk6hqvy5knuqa86cqrtfnemv4wqw3a2qfqkww3v`,
      `/liquid/lightning/node/${key}`,
      `/ja/tx/${txid}`,
      `/tx/${txid}/extra`,
      '/',
      '/mining',
    ])
      expect(dataPreloads(path), path).toEqual([])
  })

  it('are named as fetch preloads at the end of the head', () => {
    const html = withDataPreloads('<head><title>x</title>\n  </head><body></body>', [
      `/api/tx/${txid}`,
    ])
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/tx/${txid}">\n  </head>`,
    )
    expect(withDataPreloads('<head></head>', [])).toBe('<head></head>')
  })
})
