import { i18n } from '@lingui/core'
import { TransNoContext, type TransProps } from '@lingui/react/server'
import { createElement, Fragment } from 'react'

/**
 * What `<Trans>` of `@lingui/react/macro` renders (lingui.config.ts points the macro here): a message
 * with elements inside it (`Confirmed in <0>block {height}</0>`), so a translation can put the link
 * where its language needs it. It reads the global `i18n`, as `t` does: the page's language is set
 * before the app renders, so no provider is needed.
 *
 * Lingui puts string values into the message before it reads the message's `<0>…</0>` tags, so a value
 * such as a node's alias `<b>hi</b>` would be read as a tag and vanish. Each string value goes in as an
 * element of its own instead, which React renders as text; numbers (a plural's count) stay values.
 * So a `<Plural value>` or a select must be given a number, never a string: wrapped as an element, a
 * string would always pick the `other` form (and a plural's `#` would read NaN). Every current one is a
 * number.
 */
export function Trans({ values, ...props }: TransProps) {
  const safe =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' ? createElement(Fragment, null, value) : value,
      ]),
    )
  return <TransNoContext {...props} {...(safe ? { values: safe } : {})} lingui={{ i18n }} />
}
