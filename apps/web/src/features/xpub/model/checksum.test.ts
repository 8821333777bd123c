import { describe, expect, it } from 'vitest'
import { descriptorChecksum } from './checksum'

describe('BIP 380 descriptor checksum', () => {
  it('matches the BIP’s examples', () => {
    expect(descriptorChecksum('raw(deadbeef)')).toEqual({ checksum: '89f8spxm' })
    expect(descriptorChecksum('addr(mkmZxiEcEd8ZqjQWVZuC6so5dFMKEFpN2j)')).toEqual({
      checksum: '02wpgw69',
    })
  })

  it('changes with one character and names a character outside its alphabet', () => {
    expect(descriptorChecksum('raw(deadbeee)')).not.toEqual({ checksum: '89f8spxm' })
    expect(descriptorChecksum('raw(dé)')).toEqual({ badChar: 'é' })
  })
})
