import {
  dataKeys,
  ping,
  trackAddress,
  trackAsset,
  trackMempoolBlock,
  trackRbf,
  trackRbfSummary,
  trackTx,
  want,
} from '@outpoint/explorer-client/live'
import { describe, expect, it } from 'vitest'
import { wsCommands } from './wsCommands'

const live = { txid: 'ab'.repeat(32), address: 'bc1qexample' }
const example = (name: string) => wsCommands.find((c) => c.name === name)?.example(live)

describe('wsCommands', () => {
  it("sends what the client's live layer sends", () => {
    expect(example('init')).toEqual({ action: 'init' })
    expect(example('want')).toEqual(want(['blocks', 'mempool-blocks', 'stats']))
    expect(example('track-tx')).toEqual(trackTx(live.txid))
    expect(example('track-address')).toEqual(trackAddress(live.address))
    expect(example('track-mempool-block')).toEqual(trackMempoolBlock(0))
    expect(example('track-rbf')).toEqual(trackRbf('all'))
    expect(example('track-rbf-summary')).toEqual(trackRbfSummary(true))
    expect(example('track-asset')).toEqual(trackAsset(''))
    expect(example('ping')).toEqual(ping())
    expect(new Set(wsCommands.map((c) => c.name)).size).toBe(wsCommands.length)
  })

  it('names every key each data set of want brings', () => {
    const answer = wsCommands.find((c) => c.name === 'want')?.answers ?? ''
    for (const key of Object.values(dataKeys)
      .flat()
      .filter((k) => k !== 'tomahawk'))
      expect(answer).toContain(`"${key}"`)
  })
})
