import { describe, expect, it } from 'vitest'
import { connectorTestId, hasInjectedProvider, iconSource, visibleConnectors } from './connectors'

const plain = { id: 'injected', name: 'Injected' }
const testWallet = {
  id: 'com.example.testwallet',
  name: 'Test Wallet',
  rdns: 'com.example.testwallet',
}
const other = { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }

describe('visibleConnectors', () => {
  it('lists the announced wallets and hides the plain injected one', () => {
    expect(visibleConnectors([plain, testWallet, other], true)).toEqual([testWallet, other])
  })

  it('falls back to the plain injected wallet when nothing announced itself', () => {
    expect(visibleConnectors([plain], true)).toEqual([plain])
  })

  it('is empty when no wallet is installed', () => {
    expect(visibleConnectors([plain], false)).toEqual([])
  })
})

describe('connectorTestId', () => {
  it('names a wallet by its rdns, else its id', () => {
    expect(connectorTestId(testWallet)).toBe('wallet-connector-com.example.testwallet')
    expect(connectorTestId(plain)).toBe('wallet-connector-injected')
    expect(connectorTestId({ id: 'x', name: 'X', rdns: ['a', 'b'] })).toBe('wallet-connector-x')
  })
})

describe('iconSource', () => {
  it('keeps data:image URLs only', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(iconSource(svg)).toBe(svg)
    expect(iconSource(' data:image/png,abc ')).toBe('data:image/png,abc')
    expect(iconSource('https://evil.example/track.png')).toBeUndefined()
    expect(iconSource('javascript:alert(1)')).toBeUndefined()
    expect(iconSource('data:text/html,<script>alert(1)</script>')).toBeUndefined()
    expect(iconSource(undefined)).toBeUndefined()
  })
})

describe('hasInjectedProvider', () => {
  it('looks for window.ethereum', () => {
    expect(hasInjectedProvider({ ethereum: { request() {} } })).toBe(true)
    expect(hasInjectedProvider({ ethereum: undefined })).toBe(false)
    expect(hasInjectedProvider({})).toBe(false)
  })
})
