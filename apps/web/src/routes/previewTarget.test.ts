import { describe, expect, it } from 'vitest'
import { previewTarget } from './previewTarget'

const id = 'ab'.repeat(32)
const key = `02${'cd'.repeat(32)}`

describe('previewTarget', () => {
  it.each([
    [`block/${id}`, `/block/${id}`],
    ['block/840000', '/block/840000'],
    [
      'address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    [`tx/${id}`, `/tx/${id}`],
    ['mining/pool/foundryusa', '/mining/pool/foundryusa'],
    [`lightning/node/${key}`, `/lightning/node/${key}`],
    ['lightning/channel/835000x1x0', '/lightning/channel/835000x1x0'],
    ['lightning/nodes/isp/24940', '/lightning/nodes/isp/24940'],
    [
      'lightning/group/the-mempool-open-source-project',
      '/lightning/group/the-mempool-open-source-project',
    ],
  ])('/preview/%s opens %s', (rest, target) => {
    expect(previewTarget('main', rest)).toBe(target)
  })

  it('keeps the network, before or after /preview', () => {
    expect(previewTarget('testnet', `tx/${id}`)).toBe(`/testnet/tx/${id}`)
    expect(previewTarget('main', `signet/block/${id}`)).toBe(`/signet/block/${id}`)
    expect(previewTarget('liquid', 'address/x')).toBe('/liquid/address/x')
  })

  it('passes an encoded id on as it is', () => {
    expect(previewTarget('main', 'lightning/group/a%20b%3Fc')).toBe('/lightning/group/a%20b%3Fc')
  })

  it.each(['', 'tx', `tx/${id}/extra`, 'wallet/x', 'mining/pools', `testnet/tx/${id}`])(
    'previews nothing at %s (on testnet for the last)',
    (rest) => {
      expect(previewTarget(rest.startsWith('testnet') ? 'testnet' : 'main', rest)).toBeUndefined()
    },
  )
})
