// A chain that refuses the connection (simnet or anvil restarting under `npm start`) got nothing: a
// payout or refund sent to it certainly did not go out, so it is tried again on the next round without
// counting as one of the attempts after which a swap fails.

export class ChainUnreachableError extends Error {
  override name = 'ChainUnreachableError'
}

/** `fetch`, with a refused connection thrown as a ChainUnreachableError naming `what` (`simnet`). */
export async function reach(what: string, url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code
    if (code === 'ECONNREFUSED') {
      throw new ChainUnreachableError(`${what} is not reachable at ${new URL(url).origin}`)
    }
    throw error
  }
}
