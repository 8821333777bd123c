import { describe, expect, it } from 'vitest'
import { prependNew, without } from './liveTxs'

const t = (txid: string) => ({ txid })

describe('live asset transaction lists', () => {
  it('prependNew puts new ones first and drops their older copies', () => {
    expect(prependNew([t('a'), t('b')], [t('c'), t('b')])).toEqual([t('c'), t('b'), t('a')])
  })

  it('without removes by txid', () => {
    expect(without([t('a'), t('b'), t('c')], [t('b')])).toEqual([t('a'), t('c')])
  })
})
