#!/usr/bin/env node
import { homedir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { liveDefaults } from './chain/live.js'
import { createApp } from './server/app.js'
import { Simnet } from './simnet.js'
import { parseTipTime } from './tip-time.js'

const usage = `Usage: simnet [--port 8999] [--host 127.0.0.1] [--seed 1] [--tip-time hour] [--block-interval 120] [--tx-rate 30] [--speed 1] [--control] [--trust-origin ORIGIN ...] [--cache-dir DIR | --no-cache] [--esplora-only]

  --tip-time  when the generated history ends: hour (the start of the current UTC hour, the default),
              Unix seconds, or an ISO date (2026-11-21T18:00:00Z). The same --seed and --tip-time
              always give the same chain history; the live chain then runs on from the wall clock.
  --trust-origin  a browser origin (http://127.0.0.1:8080) whose pages may use the control API; repeat it
              for more. Requests from any other page are refused; tools, which send no Origin, are not.
  --esplora-only  answer as a bare Esplora (electrs, blockstream.info): only the Esplora routes, mempool's
              /api/v1/* answered 404 with electrs' text and no websocket. The control API stays.`

/** `given` as a browser sends it in `Origin` (scheme, host, port), or undefined when it is no origin. */
function originOf(given: string): string | undefined {
  try {
    const url = new URL(given)
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined
  } catch {
    return undefined
  }
}

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) {
    console.error(`simnet: --${name} must be a non-negative number, got "${value}"\n${usage}`)
    process.exit(2)
  }
  return parsed
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        'tip-time': { type: 'string' },
        'block-interval': { type: 'string' },
        'tx-rate': { type: 'string' },
        speed: { type: 'string' },
        control: { type: 'boolean' },
        'trust-origin': { type: 'string', multiple: true },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        'esplora-only': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    })
  } catch (error) {
    console.error(`simnet: ${error instanceof Error ? error.message : error}\n${usage}`)
    process.exit(2)
  }
})()
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const port = number('port', values.port, 8999)
const host = values.host ?? '127.0.0.1'
const tipTime = parseTipTime(values['tip-time'] ?? 'hour', Date.now())
if (tipTime === undefined) {
  console.error(
    `simnet: --tip-time must be hour, Unix seconds or an ISO date, got "${values['tip-time']}"\n${usage}`,
  )
  process.exit(2)
}
const trustedOrigins = (values['trust-origin'] ?? []).map((given) => {
  const origin = originOf(given)
  if (origin === undefined) {
    console.error(
      `simnet: --trust-origin must be an origin such as http://127.0.0.1:8080, got "${given}"\n${usage}`,
    )
    process.exit(2)
  }
  return origin
})
const simnet = new Simnet({
  trustedOrigins,
  seed: number('seed', values.seed, 1),
  tipTime,
  blockInterval: number('block-interval', values['block-interval'], liveDefaults.blockInterval),
  txRate: number('tx-rate', values['tx-rate'], liveDefaults.txRate),
  speed: number('speed', values.speed, 1),
  control: values.control ?? false,
  cacheDir: values['no-cache']
    ? undefined
    : (values['cache-dir'] ??
      join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'outpoint-simnet')),
})

await simnet.bitcoin('main')
const esploraOnly = values['esplora-only'] ?? false
const server = createApp(simnet, { esploraOnly })
server.on('error', (error) => {
  console.error(`simnet: cannot listen on ${host}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, host, () => {
  console.log(
    `simnet listening on http://${host}:${port}${esploraOnly ? ' (Esplora routes only)' : ''}`,
  )
  // What the browser specs' rig waits for: before it, every network is still being generated or is
  // simulating the minutes since its tip, and answers slowly.
  void simnet.prepare().then(() => console.log('simnet ready: every network is live'))
})
const stop = () => {
  simnet.stop()
  server.close(() => process.exit(0))
  // Requests held by an injected silence would otherwise keep the process alive until it ends.
  server.closeAllConnections()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
