import { i18n } from '@lingui/core'
import { TransNoContext, type TransProps } from '@lingui/react/server'

/**
 * What `<Trans>` of `@lingui/react/macro` renders (lingui.config.ts points the macro here): a message
 * with elements inside it (`Confirmed in <0>block {height}</0>`), so a translation can put the link
 * where its language needs it. It reads the global `i18n`, as `t` does: the page's language is set
 * before the app renders, so no provider is needed.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={{ i18n }} />
}
