import { describe, expect, it } from 'vitest'
import { auditOf, strippedTx as tx } from './auditFixture'
import { auditStatuses } from './auditStatuses'

const block = (...names: string[]) => [tx('coinbase', 0), ...names.map((name) => tx(name))]
const entries = (side: Map<string, string[]>) => Object.fromEntries(side)

describe('audit statuses (the template read against the block)', () => {
  it('marks a template tail left out and block transactions in no list, though the lists are empty', () => {
    const audit = auditOf(['a', 'b', 'c', 'd', 'e'].map((name) => tx(name)))
    const statuses = auditStatuses(audit, block('a', 'b', 'c', 'x', 'y'))
    expect(entries(statuses.expected)).toEqual({ d: ['missing'], e: ['missing'] })
    expect(entries(statuses.actual)).toEqual({ x: ['selected'], y: ['selected'] })
    expect(statuses.sameTxs).toBe(false)
  })

  it('finds nothing, and the same transactions, when the block is its template in another order', () => {
    const statuses = auditStatuses(auditOf([tx('a'), tx('b')]), block('b', 'a'))
    expect([statuses.expected.size, statuses.actual.size, statuses.sameTxs]).toEqual([0, 0, true])
  })

  it('calls a version 1 addedTxs selected, and added only what the mempool never saw', () => {
    const lists = { unseenTxs: ['u1', 'u2', 'up'], addedTxs: ['d'], prioritizedTxs: ['p', 'up'] }
    const blockTxs = block('u1', 'up', 'a', 'p', 'd', 'u2')
    const v1 = auditStatuses(auditOf([tx('a')], lists), blockTxs)
    expect(entries(v1.actual)).toEqual({
      // Unseen above a template match: added; below every match: selected, as mempool.space says.
      u1: ['added'],
      up: ['added', 'prioritized'],
      p: ['prioritized'],
      d: ['selected'],
      u2: ['selected'],
    })
    expect([...v1.actual.keys()]).toEqual(['u1', 'up', 'p', 'd', 'u2'])
  })

  it('calls a version 0 addedTxs added', () => {
    const audit = auditOf([tx('a')], { version: 0, addedTxs: ['d'], prioritizedTxs: ['p'] })
    const statuses = auditStatuses(audit, block('d', 'a', 'p'))
    expect(entries(statuses.actual)).toEqual({ d: ['added'], p: ['prioritized'] })
  })

  it('calls missingTxs removed from 1 sat/vB, its own rate standing in for a missing effective one', () => {
    const template = [tx('r', 5, 5), tx('cheap', 5, 0.5), tx('own', 2), tx('found', 3, 3)]
    const audit = auditOf(template, { missingTxs: ['r', 'cheap', 'own'] })
    expect(entries(auditStatuses(audit, block('found')).expected)).toEqual({
      r: ['censored'],
      cheap: ['missing'],
      own: ['censored'],
    })
  })

  it('gives each excuse its own tag: fresh, fresh by a child (CPFP), sigop, conflict', () => {
    const template = [tx('f', 5, 5), tx('fc', 5, 5.2), tx('s'), tx('r')]
    const audit = auditOf(template, {
      freshTxs: ['f', 'fc'],
      sigopTxs: ['s'],
      fullrbfTxs: ['r', 'x'],
    })
    const statuses = auditStatuses(audit, block('x'))
    expect(entries(statuses.expected)).toEqual({
      f: ['fresh'],
      fc: ['freshcpfp'],
      s: ['sigop'],
      r: ['rbf'],
    })
    expect(entries(statuses.actual)).toEqual({ x: ['rbf'] })
  })

  it('calls accelerated what the template flags or the audit lists, on both sides, over any other tag', () => {
    const template = [{ ...tx('t'), acc: true }, tx('m'), tx('k')]
    const audit = auditOf(template, { acceleratedTxs: ['m', 'b'], missingTxs: ['m'] })
    const statuses = auditStatuses(audit, block('t', 'b', 'k'))
    expect(entries(statuses.expected)).toEqual({ t: ['accelerated'], m: ['accelerated'] })
    expect(entries(statuses.actual)).toEqual({ t: ['accelerated'], b: ['accelerated'] })
  })
})
