import { describe, expect, it } from 'vitest'
import { classifySearch } from '../search/classify'
import { searchKind } from './searchKind'

const txid = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'

describe('searchKind', () => {
  it.each([
    ['', 'main', undefined],
    ['800000', 'main', 'height'],
    [`${txid}:1`, 'main', 'outpoint'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'main', 'address'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'main', 'other network address'],
    ['800000x12x1', 'main', 'channel'],
    [txid, 'liquid', 'hash'],
    ['0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'main', 'public key'],
    ['ACINQ', 'main', 'lightning text'],
    ['hello there', 'liquid', 'invalid'],
  ] as const)('classifies %j on %s as %s', (text, network, kind) => {
    expect(searchKind(classifySearch(text, network))).toBe(kind)
  })
})
