import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { confirmations, tipAfter, useTipHeight } from './useTipHeight'

const blocksTopic = { type: 'data', name: 'blocks' } as const
const block = (height: number) => ({ key: 'block', data: { height } }) as never
const blocks = (...heights: number[]) =>
  ({ key: 'blocks', data: heights.map((height) => ({ height })) }) as never

describe('confirmations', () => {
  it('counts from the tip, the block itself included', () => {
    expect(confirmations(100, 100)).toBe(1)
    expect(confirmations(100, 104)).toBe(5)
    expect(confirmations(100, 105)).toBe(6)
    // A tip not yet updated after this block arrived, or not known yet, still counts the block itself.
    expect(confirmations(101, 100)).toBe(1)
    expect(confirmations(100, undefined)).toBe(1)
  })
})

describe('tipAfter', () => {
  it('raises the tip with a new block, never lowers it with an old one', () => {
    expect(tipAfter(undefined, block(10))).toBe(10)
    expect(tipAfter(10, block(11))).toBe(11)
    expect(tipAfter(11, block(9))).toBe(11)
  })

  it('takes the highest block of a list, lower too (a reorg to a shorter chain)', () => {
    expect(tipAfter(11, blocks(8, 10, 9))).toBe(10)
    expect(tipAfter(undefined, blocks(3, 4))).toBe(4)
  })

  it('keeps the tip when a blocks message holds none', () => {
    expect(tipAfter(7, blocks())).toBe(7)
  })
})

function Tip() {
  return <p>Tip {useTipHeight() ?? '…'}</p>
}

describe('useTipHeight', () => {
  let asked: string[] = []
  beforeEach(() => {
    asked = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return new Response('900004')
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks the service once, then follows the live feed under one key', async () => {
    const { feeds, queryClient } = renderWithProviders(<Tip />)
    expect(await screen.findByText('Tip 900004')).toBeInTheDocument()
    expect(asked).toEqual(['https://example.test/api/blocks/tip/height'])
    const feed = [...feeds.values()][0]
    expect(feed?.topics).toEqual([JSON.stringify(blocksTopic)])
    act(() => feed?.emit(blocksTopic, block(900_005)))
    expect(await screen.findByText('Tip 900005')).toBeInTheDocument()
    expect(queryClient.getQueryData(['explorer', 'https://example.test/api/', 'tip-height'])).toBe(
      900_005,
    )
    expect(asked).toHaveLength(1)
  })
})
