import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { Trans } from '@lingui/react/macro'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

function Confirmed({ height }: { height: number }) {
  return (
    <p data-testid="line">
      <Trans>
        Confirmed in <a href={`/block/${height}`}>block {height}</a> today
      </Trans>
    </p>
  )
}

it('renders a message with an element inside it, in English without a provider', () => {
  render(<Confirmed height={7} />)
  expect(screen.getByTestId('line')).toHaveTextContent('Confirmed in block 7 today')
  expect(screen.getByRole('link', { name: 'block 7' })).toHaveAttribute('href', '/block/7')
})

it('lets a translation move the element where its language puts it', () => {
  const english = 'Confirmed in <0>block {height}</0> today'
  const japanese = '今日 <0>ブロック {height}</0> で承認'
  i18n.loadAndActivate({
    locale: 'ja-JP',
    messages: { [generateMessageId(english)]: compileMessage(japanese) },
  })
  render(<Confirmed height={7} />)
  expect(screen.getByTestId('line')).toHaveTextContent('今日 ブロック 7 で承認')
  expect(screen.getByRole('link', { name: 'ブロック 7' })).toHaveAttribute('href', '/block/7')
})

it('renders a value that looks like markup as the text it is', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const alias = '<script>alert("⚡")</script> <b>node</b>'
  render(
    <p data-testid="pair">
      <Trans>
        <a href="/a">{alias}</a> and peers
      </Trans>
    </p>,
  )
  expect(screen.getByTestId('pair')).toHaveTextContent(`${alias} and peers`)
  expect(screen.getByRole('link')).toHaveTextContent(alias)
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})
