import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Config } from '@wagmi/core'
import type { Address, Hash, Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { localChain } from './chains.js'
import { createWalletConfig, type WalletStorage } from './config.js'
import { describeWalletError } from './errors.js'
import { type FollowUpdate, followTransaction, replacementText } from './follow.js'

// A real anvil: replacement detection depends on how a node answers, which a double would only guess.
const anvilBin = fileURLToPath(
  new URL('../../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
)
// anvil's first two unlocked accounts (standard test mnemonic).
const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const gwei = 1_000_000_000n

let anvil: ChildProcess | undefined
let url = ''
let config: Config

const noStorage: WalletStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

beforeAll(async () => {
  const port = 20_000 + Math.floor(Math.random() * 40_000)
  anvil = spawn(anvilBin, ['--host', '127.0.0.1', '--port', `${port}`, '--chain-id', '31337'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const child = anvil
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`Listening on 127.0.0.1:${port}`)) resolve()
    })
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}`)))
  })
  url = `http://127.0.0.1:${port}`
  config = createWalletConfig([localChain(31337, url)], { storage: noStorage })
}, 15_000)

afterAll(() => {
  if (anvil?.pid !== undefined) anvil.kill()
})

afterEach(async () => {
  await rpc('evm_setAutomine', [true])
})

async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/**
 * A transaction's receipt once anvil has mined it: on a loaded machine (a clean-clone run) a
 * eth_getTransactionReceipt right after an automined eth_sendTransaction once answered null.
 */
async function minedReceipt<T>(hash: Hash): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await rpc<T | null>('eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await sleep(50)
  }
  throw new Error(`no receipt for ${hash} after 5 s`)
}

interface Send {
  from?: Address
  to?: Address
  value?: bigint
  nonce?: number
  tip?: bigint
  gas?: bigint
  data?: Hex
}

function send({ from = alice, to = bob, value = 1000n, nonce, tip = 1n * gwei, gas, data }: Send) {
  const hex = (n: bigint | number) => `0x${n.toString(16)}`
  return rpc<Hash>('eth_sendTransaction', [
    {
      from,
      to,
      value: hex(value),
      maxPriorityFeePerGas: hex(tip),
      maxFeePerGas: hex(tip + 10n * gwei),
      ...(nonce === undefined ? {} : { nonce: hex(nonce) }),
      ...(gas === undefined ? {} : { gas: hex(gas) }),
      ...(data === undefined ? {} : { data }),
    },
  ])
}

async function nonceOf(hash: Hash): Promise<number> {
  const tx = await rpc<{ nonce: Hex }>('eth_getTransactionByHash', [hash])
  return Number(tx.nonce)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('followTransaction against anvil', () => {
  it('reports pending, then confirmed with the block', async () => {
    const hash = await send({})
    const updates: FollowUpdate[] = []
    const result = await followTransaction(config, { hash, chainId: 31337 }, (u) => updates.push(u))
    expect(result.status).toBe('confirmed')
    expect(result.hash).toBe(hash)
    const receipt = await rpc<{ blockNumber: Hex }>('eth_getTransactionReceipt', [hash])
    expect(result.blockNumber).toBe(BigInt(receipt.blockNumber))
    expect(updates).toEqual([{ status: 'pending', hash }, result])
  })

  it('reports a mined transaction that reverted as failed, not as an error', async () => {
    // Init code returning the runtime PUSH1 0 PUSH1 0 REVERT: a contract that refuses every call.
    const deploy = await rpc<Hash>('eth_sendTransaction', [
      { from: alice, data: '0x6460006000fd6000526005601bf3' },
    ])
    const { contractAddress } = await minedReceipt<{ contractAddress: Address }>(deploy)
    const hash = await send({ to: contractAddress, gas: 100_000n })
    const updates: FollowUpdate[] = []
    const result = await followTransaction(config, { hash, chainId: 31337 }, (u) => updates.push(u))
    expect(result).toMatchObject({ status: 'failed', hash })
    expect(updates.map((u) => u.status)).toEqual(['pending', 'failed'])
  })

  it.each([
    ['repriced', { to: bob, value: 1000n }],
    ['cancelled', { to: alice, value: 0n }],
    ['replaced', { to: bob, value: 2000n }],
  ] as const)(
    'classifies a same-nonce replacement as %s and follows it',
    async (reason, change) => {
      await rpc('evm_setAutomine', [false])
      const original = await send({})
      const nonce = await nonceOf(original)
      const updates: FollowUpdate[] = []
      const following = followTransaction(config, { hash: original, chainId: 31337 }, (u) =>
        updates.push(u),
      )
      // Let the wait read the pending original once (250 ms polling), as a wallet UI would in practice.
      await sleep(400)
      const replacement = await send({ ...change, nonce, tip: 3n * gwei })
      await rpc('evm_mine')
      const result = await following
      expect(updates).toEqual([
        { status: 'pending', hash: original },
        { status: 'replaced', hash: original, reason, replacement },
        result,
      ])
      expect(result).toMatchObject({ status: 'confirmed', hash: replacement })
    },
  )

  it('finds a replacement mined before following starts, given the sender and nonce', async () => {
    await rpc('evm_setAutomine', [false])
    const original = await send({})
    const nonce = await nonceOf(original)
    const replacement = await send({ nonce, tip: 3n * gwei })
    await rpc('evm_mine')
    const updates: FollowUpdate[] = []
    const result = await followTransaction(
      config,
      {
        hash: original,
        chainId: 31337,
        replacement: { from: alice, nonce, to: bob, value: 1000n, input: '0x' },
        timeout: 5_000,
      },
      (u) => updates.push(u),
    )
    expect(updates[1]).toEqual({
      status: 'replaced',
      hash: original,
      reason: 'repriced',
      replacement,
    })
    expect(result).toMatchObject({ status: 'confirmed', hash: replacement })
  })

  it('throws a timeout that describeWalletError explains', async () => {
    const unknown: Hash = `0x${'12'.repeat(32)}`
    const error = await followTransaction(
      config,
      { hash: unknown, chainId: 31337, timeout: 600 },
      () => {
        /* updates are not the point here */
      },
    ).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(describeWalletError(error).kind).toBe('timeout')
  })
})

describe('replacementText', () => {
  it('names what the wallet did', () => {
    expect(replacementText('repriced')).toBe('sped up (repriced)')
    expect(replacementText('cancelled')).toBe('cancelled')
    expect(replacementText('replaced')).toBe('replaced by a different transaction')
  })
})
