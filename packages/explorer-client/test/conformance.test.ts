// The real service's answers (conformance/samples/) through the client's own door: every real shape is
// accepted, and every wrong answer made from it is an InvalidResponseError naming the wrong field.
import { describe, expect, it } from 'vitest'
import {
  loadSamples,
  type SampleFile,
  type WrongAnswer,
  wrongAnswers,
} from '../conformance/harness.js'
import { InvalidResponseError } from '../src/errors.js'
import * as client from '../src/index.js'
import { createExplorerClient, type Network } from '../src/index.js'
import { parseFrame } from '../src/live/messages.js'

type Action = (c: unknown, params: Record<string, unknown>) => Promise<unknown>

/** Calls the sample's action on a client whose fetch answers `body`. */
function call(file: SampleFile, body: unknown): Promise<unknown> {
  const spec = file.client as { action: string; network?: string; params?: Record<string, unknown> }
  const action = (client as unknown as Record<string, Action | undefined>)[spec.action]
  if (typeof action !== 'function') throw new Error(`${file.file}: no client action ${spec.action}`)
  const explorer = createExplorerClient({
    host: 'service.test',
    network: (spec.network ?? 'main') as Network,
    transport: {
      retry: false,
      // A string sample is a text answer (a txid, hex, a height): sent as it is, not as JSON.
      fetch: async () =>
        typeof body === 'string'
          ? new Response(body, { headers: { 'content-type': 'text/plain' } })
          : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    },
  })
  return action(explorer, { ...spec.params })
}

const files = loadSamples().filter((file) => file.client && 'action' in file.client)

describe('the client accepts what the real service sends', () => {
  it('has samples', () => expect(files.length).toBeGreaterThan(0))
  for (const file of files) {
    it(`${file.route} (${file.file})`, async () => {
      for (const sample of file.samples) await expect(call(file, sample)).resolves.toBeDefined()
    })
  }
})

describe('the client refuses a wrong answer, naming the field', () => {
  for (const file of files) {
    it(`${file.route} (${file.file})`, async () => {
      for (const wrong of wrongAnswers(file)) {
        const error = await call(file, wrong.answer).then(
          () => new Error(`accepted: ${wrong.what}`),
          (caught: unknown) => caught,
        )
        expect(error, wrong.what).toBeInstanceOf(InvalidResponseError)
        expect((error as Error).message, wrong.what).toContain(wrong.path)
      }
    })
  }
})

// Websocket messages: each sample goes, as `{ [key]: sample }`, through parseFrame, the client's one check of
// every frame; a wrong one is dropped with an InvalidResponseError naming the key and the field.
const messages = loadSamples().filter((file) => file.client && 'message' in file.client)

function frame(file: SampleFile, data: unknown) {
  const key = (file.client as { message: string }).message
  const refused: InvalidResponseError[] = []
  const delivered = parseFrame(JSON.stringify({ [key]: data }), (error) => refused.push(error))
  return { key, delivered, refused }
}

/** The sample replaced whole by a value of a kind the real service never sends there. */
const wrongRoot = (file: SampleFile): WrongAnswer[] => {
  if (file.unchecked?.includes('')) return []
  const kinds = new Set(file.samples.map((s) => (Array.isArray(s) ? 'array' : typeof s)))
  const answer = kinds.has('object') || kinds.has('array') ? 'wrong' : { wrong: true }
  return [{ path: '', what: 'the whole message of a wrong kind', answer }]
}

describe('the client accepts every websocket message the real service sends', () => {
  it('has samples', () => expect(messages.length).toBeGreaterThan(0))
  for (const file of messages) {
    it(`${file.route} (${file.file})`, () => {
      for (const sample of file.samples) {
        const { key, delivered, refused } = frame(file, sample)
        expect(refused.map((e) => e.message)).toEqual([])
        expect(delivered.map((m) => m.key)).toEqual([key])
      }
    })
  }
})

describe('the client drops a wrong websocket message, naming the key and the field', () => {
  for (const file of messages) {
    it(`${file.route} (${file.file})`, () => {
      for (const wrong of [...wrongRoot(file), ...wrongAnswers(file)]) {
        const { key, delivered, refused } = frame(file, wrong.answer)
        expect(delivered, `accepted: ${wrong.what}`).toEqual([])
        expect(refused, wrong.what).toHaveLength(1)
        expect(refused[0], wrong.what).toBeInstanceOf(InvalidResponseError)
        const field = wrong.path
          ? `${key}${wrong.path.startsWith('[') ? '' : '.'}${wrong.path}`
          : key
        expect(refused[0]?.message, wrong.what).toContain(`${field}: `)
      }
    })
  }
})
