import { describe, expect, it } from 'vitest'
import { fixture, fixtureText } from '../../test/fixtures.js'
import { InvalidResponseError } from '../errors.js'
import { parseFrame } from './messages.js'

const recorded = (name: string) => fixtureText(`frontend-cypress/${name}`)

describe('parseFrame', () => {
  it('turns the real init answer into one message per key, in frame order', () => {
    const text = recorded('mainnet_mempoolInfo.json')
    const frame = fixture('frontend-cypress/mainnet_mempoolInfo.json') as Record<string, unknown>
    const messages = parseFrame(text)
    expect(messages.map((m) => m.key)).toEqual([
      'mempoolInfo',
      'vBytesPerSecond',
      'mempool-blocks',
      'transactions',
      'loadingIndicators',
      'fees',
      'rbfSummary',
      'blocks',
      'conversions',
      'backendInfo',
      'da',
    ])
    for (const message of messages) expect(message.data).toEqual(frame[message.key])
  })

  it('splits a new-block frame into block, mempool-blocks and txConfirmed', () => {
    const messages = parseFrame(recorded('details_rbf/tx02_ws_block.json'))
    expect(messages.map((m) => m.key)).toEqual(['block', 'mempool-blocks', 'txConfirmed'])
    const [block, , confirmed] = messages
    expect(block?.key === 'block' && block.data.height).toBe(890448)
    expect(confirmed).toEqual({
      key: 'txConfirmed',
      data: 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698',
    })
  })

  it('keeps the known keys of a frame and skips the others', () => {
    const messages = parseFrame(recorded('details_rbf/tx01_ws_stratum_jobs.json'))
    expect(messages).toHaveLength(12)
    expect(messages.map((m) => m.key)).not.toContain('stratumJobs')
    expect(messages.map((m) => m.key)).toContain('backend')
    expect(parseFrame('{"mempool-txids":{"sequence":1},"accelerations":[],"__proto__":1}')).toEqual(
      [],
    )
    expect(parseFrame('{"toString":1,"constructor":2}')).toEqual([])
    expect(parseFrame('{}')).toEqual([])
  })

  it.each([
    ['txPosition', 'details_rbf/tx02_ws_tx_position.json'],
    ['txReplaced', 'details_rbf/tx01_ws_tx_replaced.json'],
    ['live-2h-chart', 'mainnet_live2hchart.json'],
    ['rbfLatest', 'rbf_page/rbf_01.json'],
  ])('reads %s from a recorded frame', (key, file) => {
    expect(parseFrame(recorded(file)).map((m) => m.key)).toEqual([key])
  })

  it('drops a message that fails its check, naming key and field, and delivers the rest of the frame', () => {
    const frame = fixture('frontend-cypress/details_rbf/tx02_ws_block.json') as {
      block: { height: unknown }
    }
    frame.block.height = -1
    const refused: InvalidResponseError[] = []
    const messages = parseFrame(JSON.stringify(frame), (e) => refused.push(e), 'wss://x.test/ws')
    expect(messages.map((m) => m.key)).toEqual(['mempool-blocks', 'txConfirmed'])
    expect(refused).toHaveLength(1)
    expect(refused[0]).toBeInstanceOf(InvalidResponseError)
    expect(refused[0]?.message).toContain('block.height: expected a whole number >= 0, got number')
    expect(refused[0]?.url).toBe('wss://x.test/ws')
  })

  it('throws on text that is not JSON', () => {
    expect(() => parseFrame('not json')).toThrow(SyntaxError)
    expect(() => parseFrame('{"blocks": [')).toThrow(SyntaxError)
  })

  it.each(['[]', '[{"blocks":[]}]', 'null', '42', '"blocks"', 'true'])(
    'throws on JSON that is not an object: %s',
    (text) => {
      expect(() => parseFrame(text)).toThrow('frame is not a JSON object')
    },
  )
})
