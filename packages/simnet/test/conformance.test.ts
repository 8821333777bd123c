// Simnet's answers held to the real service's shapes (explorer-client/conformance/samples/): no field
// the real service does not send, no kind it never sends there, every always-present field present.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conforms, loadSamples, shapeOf } from '../../explorer-client/conformance/harness.js'
import { type Get, places } from './conformance-places.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'
import { smallParams } from './ws-helpers.js'

let service: RunningSimnet
const get: Get = async (path) => {
  const response = await fetch(`http://${service.host}${path}`)
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The sample's simnet path with each `{place}` filled from simnet's data. */
async function fill(path: string): Promise<string> {
  let filled = path
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const find = places[name as string]
    if (!find) throw new Error(`no place {${name}} in conformance-places.ts`)
    filled = filled.replace(`{${name}}`, encodeURIComponent(await find(get)))
  }
  return filled
}

beforeAll(async () => {
  service = await startSimnet({ params: smallParams, control: true })
  // The seeded history has no audits (mined before the "service" started auditing): a block mined now
  // is audited, so the tip ({blockHash}) shows the audit routes' full answers.
  const mined = await fetch(`http://${service.host}/_simnet/mine`, { method: 'POST', body: '{}' })
  if (!mined.ok) throw new Error(`mining a block: HTTP ${mined.status} ${await mined.text()}`)
}, 120_000)
afterAll(() => service?.close())

const files = loadSamples().filter((file) => file.simnet)

describe('simnet answers in the real shapes', () => {
  it('has samples', () => expect(files.length).toBeGreaterThan(0))
  for (const file of files) {
    it(`${file.route} (${file.file})`, async () => {
      const path = await fill(file.simnet as string)
      expect(conforms(await get(path), shapeOf(file)), path).toEqual([])
    })
  }
})
