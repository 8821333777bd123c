import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { rpc } from './json-rpc.js'
import { ChainUnreachableError, reach } from './reach.js'
import { createSimnetPort } from './simnet-port.js'

/** A 127.0.0.1 URL where nothing listens: a port that was free a moment ago. */
async function closedUrl(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('a chain that refuses the connection', () => {
  it('is told apart from other failures, for simnet and anvil alike', async () => {
    const url = await closedUrl()
    await expect(reach('simnet', `${url}/api`)).rejects.toThrow(
      new ChainUnreachableError(`simnet is not reachable at ${url}`),
    )
    await expect(createSimnetPort(url).pay('bc1qany', 1_000n)).rejects.toBeInstanceOf(
      ChainUnreachableError,
    )
    await expect(rpc(url, 'eth_blockNumber')).rejects.toThrow(`anvil is not reachable at ${url}`)
    // Not every failure: a URL that is no URL stays what it was.
    await expect(reach('simnet', 'not a url')).rejects.not.toBeInstanceOf(ChainUnreachableError)
  })
})
