import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { parseProjectedIndex, projectedBlockName } from './projectedIndex'

describe('parseProjectedIndex', () => {
  it('reads 0 to 7', () => {
    expect(parseProjectedIndex('0')).toEqual({ kind: 'index', index: 0 })
    expect(parseProjectedIndex('7')).toEqual({ kind: 'index', index: 7 })
  })

  it('says what is wrong with anything else', () => {
    expect(parseProjectedIndex('8')).toEqual({
      kind: 'invalid',
      reason:
        'Projected block 8 is out of range: the mempool is followed as 8 projected blocks, numbered from 0 (the next block) to 7.',
    })
    expect(parseProjectedIndex('next')).toEqual({
      kind: 'invalid',
      reason:
        '"next" is not a projected block number: use a whole number from 0 (the next block) to 7.',
    })
    expect(parseProjectedIndex('-1')).toMatchObject({ kind: 'invalid' })
    expect(parseProjectedIndex('1.5')).toMatchObject({ kind: 'invalid' })
  })
})

it('lets a translation decline the count of projected blocks', () => {
  const english =
    'Projected block {text} is out of range: the mempool is followed as {count, plural, one {# projected block} other {# projected blocks}}, numbered from 0 (the next block) to {last}.'
  const russian =
    'Прогнозируемый блок {text} вне диапазона: мемпул разбит на {count, plural, one {# прогнозируемый блок} few {# прогнозируемых блока} many {# прогнозируемых блоков} other {# прогнозируемого блока}}, с номерами от 0 (следующий блок) до {last}.'
  i18n.loadAndActivate({
    locale: 'ru-RU',
    messages: { [generateMessageId(english)]: compileMessage(russian) },
  })
  try {
    expect(parseProjectedIndex('9')).toMatchObject({
      reason: expect.stringContaining('разбит на 8 прогнозируемых блоков,'),
    })
  } finally {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} })
  }
})

describe('projectedBlockName', () => {
  it('names blocks as the dashboard does', () => {
    expect(projectedBlockName(0)).toBe('Next block')
    expect(projectedBlockName(2)).toBe('Mempool block 3')
  })
})
