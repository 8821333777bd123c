import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, type RunningChild, startChild, stopChild } from '@outpoint/serve'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Starts simnet with its control API and the served build, each on a free port on 127.0.0.1, and hands
 * their URLs to the specs through the environment (workers inherit it). Returns the teardown, which stops
 * both by PID.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const built of [
    'packages/simnet/dist/cli.js',
    'packages/serve/dist/cli.js',
    'apps/web/dist/index.html',
  ]) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser specs.`)
    }
  }
  const children: RunningChild[] = []
  let stopping = false
  const stop = async () => {
    stopping = true
    await Promise.all(children.map((running) => stopChild(running.child)))
  }
  // A child that dies mid-run makes every later spec fail: say which one, once, where it shows.
  const watch = (running: RunningChild, name: string) => {
    running.child.once('exit', (code, signal) => {
      if (!stopping)
        console.error(`\n${name} exited (${signal ?? `code ${code}`}) during the run.\n`)
    })
    children.push(running)
  }
  try {
    const simnetPort = await freePort()
    watch(
      await startChild({
        name: 'simnet',
        command: process.execPath,
        args: ['packages/simnet/dist/cli.js', '--port', String(simnetPort), '--control'],
        cwd: root,
        ready: /simnet listening on/,
      }),
      'simnet',
    )
    const serve = await startChild({
      name: 'the app server',
      command: process.execPath,
      args: [
        'packages/serve/dist/cli.js',
        '--root',
        'apps/web/dist',
        '--api-host',
        `127.0.0.1:${simnetPort}`,
        '--port',
        '0',
      ],
      cwd: root,
      ready: /^serving (http:\/\/127\.0\.0\.1:\d+)/,
    })
    watch(serve, 'the app server')
    process.env.OUTPOINT_E2E_APP_URL = serve.match[1]
    process.env.OUTPOINT_E2E_SIMNET_URL = `http://127.0.0.1:${simnetPort}`
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
