import {
  createExplorerClient,
  type ExplorerClient,
  type FetchFn,
  getBlockTipHeight,
  HttpRequestError,
  RateLimitedError,
  TimeoutError,
} from '@outpoint/explorer-client'
import {
  type ConnectionState,
  createLiveFeed,
  type ServerMessage,
} from '@outpoint/explorer-client/live'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { clientFor, failure } from './client-helpers.js'
import { type ControlledSimnet, startControlled } from './control-helpers.js'
import { TestClient, until } from './ws-helpers.js'

let service: ControlledSimnet

beforeAll(async () => {
  service = await startControlled()
})

afterEach(async () => {
  await service.call('DELETE', '/_simnet/faults')
})

afterAll(async () => {
  await service.close()
})

/** Sets faults and checks they were taken. */
async function inject(faults: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await service.call('POST', '/_simnet/faults', faults)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Record<string, unknown>
}

/** A client whose every HTTP attempt is counted. */
function countingClient(transport: { retries: number } | { timeout: number }): {
  client: ExplorerClient<'main'>
  attempts: () => number
} {
  let attempts = 0
  const counted: FetchFn = (input, init) => {
    attempts++
    return fetch(input, init)
  }
  const client = createExplorerClient({
    host: service.host,
    network: 'main',
    transport:
      'retries' in transport
        ? { fetch: counted, retry: { retries: transport.retries, baseDelay: 5, maxDelay: 50 } }
        : { fetch: counted, retry: false, timeout: transport.timeout },
  })
  return { client, attempts: () => attempts }
}

describe('POST /_simnet/faults', () => {
  it('answers every request with 503: the client retries, then raises HttpRequestError 503', async () => {
    await inject({ errorRate: 1, errorStatus: 503 })
    const { client, attempts } = countingClient({ retries: 2 })
    const error = await failure(getBlockTipHeight(client))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
    expect(attempts()).toBe(3)
    // The control API itself is never faulted.
    expect((await service.call('GET', '/_simnet/state')).status).toBe(200)
  })

  it('answers 429 with Retry-After 1: RateLimitedError with retryAfter 1000', async () => {
    await inject({ errorRate: 1, errorStatus: 429 })
    const error = await failure(getBlockTipHeight(clientFor(service.host)))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBe(1_000)
    const raw = await fetch(`http://${service.host}/api/blocks/tip/height`)
    expect(raw.status).toBe(429)
    expect(raw.headers.get('access-control-expose-headers')).toContain('Retry-After')
  })

  it('answers only a share of requests with the error', async () => {
    await inject({ errorRate: 0.5 })
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`http://${service.host}/api/blocks/tip/height`).then((r) => r.status),
      ),
    )
    const failed = statuses.filter((s) => s === 503).length
    // 200 draws at one half: outside 40..160 once in about 10^18 runs.
    expect(failed).toBeGreaterThan(40)
    expect(failed).toBeLessThan(160)
    expect(failed + statuses.filter((s) => s === 200).length).toBe(200)
  })

  it('delays every answer by the latency', async () => {
    await inject({ latencyMs: 300 })
    const client = clientFor(service.host)
    const started = performance.now()
    const height = await getBlockTipHeight(client)
    expect(performance.now() - started).toBeGreaterThanOrEqual(299)
    expect(height).toBeGreaterThan(0)
  })

  it('goes silent: a request times out, another waits until the silence is lifted', async () => {
    const set = await inject({ silenceSeconds: 30 })
    expect((set.faults as { silenceSeconds: number }).silenceSeconds).toBeGreaterThan(29)
    const { client } = countingClient({ timeout: 200 })
    expect(await failure(getBlockTipHeight(client))).toBeInstanceOf(TimeoutError)
    let answered = false
    const waiting = fetch(`http://${service.host}/api/blocks/tip/height`).then((r) => {
      answered = true
      return r.status
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    // The control API still answers, and lifting the silence releases the held request.
    const cleared = await service.call('DELETE', '/_simnet/faults')
    expect(cleared.body).toEqual({
      faults: { latencyMs: 0, errorRate: 0, errorStatus: 503, silenceSeconds: 0 },
    })
    expect(await waiting).toBe(200)
  })

  it('ends a silence when its time is up', async () => {
    await inject({ silenceSeconds: 0.3 })
    const started = performance.now()
    const response = await fetch(`http://${service.host}/api/blocks/tip/height`)
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('sends nothing on the websockets while silent', async () => {
    const ws = await TestClient.open(`ws://${service.host}/api/v1/ws`)
    ws.send({ action: 'want', data: ['blocks'] })
    await ws.next('blocks')
    await inject({ silenceSeconds: 30 })
    const from = ws.frames.length
    await service.call('POST', '/_simnet/mine')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(ws.since(from)).toEqual([])
    await service.call('DELETE', '/_simnet/faults')
    const mined = await service.call('POST', '/_simnet/mine')
    const [block] = (mined.body as { blocks: { hash: string }[] }).blocks
    const frame = await ws.next('block', from)
    expect((frame.block as { id: string }).id).toBe(block?.hash)
    ws.close()
  })

  it('drops every websocket: the live feed goes offline, comes back and subscribes again', async () => {
    const client = clientFor(service.host)
    const states: ConnectionState[] = []
    const messages: ServerMessage[] = []
    const warnings: string[] = []
    const feed = createLiveFeed({
      url: client.wsUrl,
      WebSocket,
      logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
      reconnectDelay: 20,
      maxReconnectDelay: 50,
      closeDelay: 0,
    })
    try {
      feed.onStateChange((state) => states.push(state))
      feed.subscribe({ type: 'data', name: 'blocks' }, (message) => messages.push(message))
      await until(() => messages.some((m) => m.key === 'blocks'), 'the blocks')
      expect(feed.state).toBe('online')
      const before = messages.filter((m) => m.key === 'blocks').length
      const answer = await inject({ dropSockets: true })
      expect(answer.droppedSockets).toBe(1)
      await until(() => states.includes('offline'), 'the drop')
      await until(() => messages.filter((m) => m.key === 'blocks').length > before, 'a resubscribe')
      expect(feed.state).toBe('online')
      expect(states.slice(states.indexOf('offline'))).toContain('online')
      expect(warnings).toEqual([expect.stringMatching(/connection lost/)])
      // A one-off: the new socket stays up.
      const after = (await service.call('GET', '/_simnet/state')).body as {
        faults: Record<string, number>
      }
      expect(after.faults).toEqual({
        latencyMs: 0,
        errorRate: 0,
        errorStatus: 503,
        silenceSeconds: 0,
      })
      const mined = await service.call('POST', '/_simnet/mine')
      const [block] = (mined.body as { blocks: { hash: string }[] }).blocks
      await until(
        () => messages.some((m) => m.key === 'block' && m.data.id === block?.hash),
        'the next block',
      )
    } finally {
      feed.close()
    }
  })

  it('keeps earlier faults when others are set, and clears them all with clear', async () => {
    await inject({ latencyMs: 10 })
    const both = await inject({ errorRate: 0.25, errorStatus: 429 })
    expect(both.faults).toEqual({
      latencyMs: 10,
      errorRate: 0.25,
      errorStatus: 429,
      silenceSeconds: 0,
    })
    const cleared = await inject({ clear: true, latencyMs: 1 })
    expect(cleared.faults).toEqual({
      latencyMs: 1,
      errorRate: 0,
      errorStatus: 503,
      silenceSeconds: 0,
    })
  })
})
