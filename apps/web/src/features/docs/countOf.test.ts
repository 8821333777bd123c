import { expect, it } from 'vitest'
import { countOf } from './countOf'

it('writes a count with its English noun, singular for one', () => {
  expect(countOf(1, 'frame')).toBe('1 frame')
  expect(countOf(0, 'frame')).toBe('0 frames')
  expect(countOf(2405, 'frame')).toBe('2,405 frames')
  expect(countOf(3, 'index', 'indices')).toBe('3 indices')
})
