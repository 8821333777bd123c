import { describe, expect, it } from 'vitest'
import { checkAssetId } from './assetId'

const id = 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2'

describe('checkAssetId', () => {
  it('accepts 64 hex and lower-cases it', () => {
    expect(checkAssetId(id.toUpperCase())).toEqual({ ok: true, id })
  })

  it('names what is wrong: empty, not hex, wrong length', () => {
    expect(checkAssetId(undefined)).toEqual({ ok: false, reason: 'No asset id was given.' })
    expect(checkAssetId(`${id.slice(1)}z`)).toMatchObject({ ok: false, reason: /hexadecimal/ })
    expect(checkAssetId(id.slice(2))).toEqual({
      ok: false,
      reason: 'An asset id is 64 hexadecimal characters; this one has 62.',
    })
  })
})
