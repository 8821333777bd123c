import { render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { setFormatLocale } from '../../format/locale'
import { PoolShareBar } from './PoolShareBar'

afterEach(() => setFormatLocale('en-US'))

const slices = [
  { label: 'Foundry USA', share: 0.5, color: '#111' },
  { label: 'AntPool', share: 0.3, color: '#222' },
  { label: 'Other', share: 0.2, color: '#333' },
]

it("names the shares as a list in the page's language", () => {
  const { unmount } = render(<PoolShareBar slices={slices} />)
  expect(screen.getByTestId('pool-share')).toHaveAccessibleName(
    'Share of blocks: Foundry USA 50%, AntPool 30%, Other 20%',
  )
  unmount()
  setFormatLocale('de-DE')
  render(<PoolShareBar slices={slices} />)
  expect(screen.getByTestId('pool-share')).toHaveAccessibleName(
    'Share of blocks: Foundry USA 50\u00a0%, AntPool 30\u00a0% und Other 20\u00a0%',
  )
})
