import { lightningGraph, lightningNetworks } from '../lightning/graph.js'
import { reindexAlias } from '../lightning/search.js'
import type { BitcoinNetworkName } from '../params.js'
import type { Simnet } from '../simnet.js'
import { HttpError } from './router.js'

/** Bytes a BOLT 7 alias holds. */
const aliasBytes = 32
/** Room for a test's hostile alias (markup and script) beyond what a real node could announce. */
const maxAliasBytes = 256

/**
 * `POST /_simnet/lightning/alias`: renames a node, so a browser test can give one an alias of its choosing
 * (HTML and script) and check the app shows it as text. Longer than BOLT 7's 32 bytes is allowed up to
 * 256, as a service's database might hold; the answer says the alias and whether it fits 32 bytes.
 */
export async function setNodeAlias(
  simnet: Simnet,
  network: BitcoinNetworkName,
  publicKey: string | undefined,
  alias: string | undefined,
): Promise<{ publicKey: string; alias: string; fitsBolt7: boolean }> {
  if (!lightningNetworks.includes(network)) {
    throw new HttpError(400, `${network} has no Lightning graph (main, testnet and signet have)`)
  }
  if (publicKey === undefined) throw new HttpError(400, '"publicKey" is required')
  if (alias === undefined) throw new HttpError(400, '"alias" is required')
  const bytes = new TextEncoder().encode(alias).length
  if (bytes > maxAliasBytes) {
    throw new HttpError(400, `"alias" must be at most ${maxAliasBytes} bytes of UTF-8`)
  }
  const graph = lightningGraph(await simnet.bitcoin(network))
  const node = graph.byPublicKey.get(publicKey.toLowerCase())
  if (!node) throw new HttpError(404, `No node with public key ${publicKey} on ${network}`)
  node.alias = alias
  // Search indexes alias words once per graph: the new alias must be found by its words (and only
  // this node's words change, so the others stay indexed).
  reindexAlias(graph, node)
  return { publicKey: node.publicKey, alias, fitsBolt7: bytes <= aliasBytes }
}
