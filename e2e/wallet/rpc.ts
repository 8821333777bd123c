/** An EIP-1193 / JSON-RPC error as the page receives it: `code` is what wagmi and viem classify by. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

let nextId = 1

/**
 * One JSON-RPC call to a node (anvil). The node's own error comes back as an RpcError with its code;
 * a node that cannot be reached as -32603, as a wallet whose node is down reports it.
 */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  let answer: { result?: T; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    throw new RpcError(-32603, `the node at ${url} did not answer ${method}: ${String(error)}`)
  }
  if (answer.error) throw new RpcError(answer.error.code, answer.error.message, answer.error.data)
  return answer.result as T
}

/** `0x7a69` for 31337: chain ids, quantities and nonces go over JSON-RPC as hex. */
export function toHex(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}
