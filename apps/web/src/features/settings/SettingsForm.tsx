import { t } from '@lingui/core/macro'
import { priceCurrencies } from '@outpoint/explorer-client'
import { rateUnitLabel } from '../../format/rateUnit'
import { useSettings } from '../../settings/useSettings'
import { ChoiceField } from './ChoiceField'
import { HostField } from './HostField'
import { LanguageField } from './LanguageField'

export function SettingsForm() {
  const { settings, update } = useSettings()
  const perVbyte = rateUnitLabel('vB')
  const perWeight = rateUnitLabel('WU')
  return (
    <div className="settings-form">
      <LanguageField />
      <ChoiceField
        label={t({ message: 'Amounts', comment: 'setting: show amounts in BTC or in sats' })}
        value={settings.unit}
        options={[
          { value: 'btc', label: 'BTC' },
          { value: 'sats', label: 'sats' },
        ]}
        onChange={(unit) => update({ unit })}
      />
      <ChoiceField
        label={t({
          message: 'Fiat values',
          comment: 'setting: the currency amounts are also shown in',
        })}
        value={settings.currency}
        options={[
          ...priceCurrencies.map((currency) => ({ value: currency, label: currency })),
          { value: 'none', label: t({ message: 'None', comment: 'no fiat currency' }) },
        ]}
        onChange={(currency) => update({ currency })}
      />
      <ChoiceField
        label={t({
          message: 'Fee rate unit',
          comment: 'setting: the unit fee rates and sizes are shown in',
        })}
        value={settings.rateUnit}
        options={[
          { value: 'vB', label: perVbyte },
          { value: 'WU', label: perWeight },
        ]}
        onChange={(rateUnit) => update({ rateUnit })}
        help={t`Sizes follow: vB with ${perVbyte}, weight units (WU, 4 to a vB) with ${perWeight}.`}
      />
      <ChoiceField
        label={t`Theme`}
        value={settings.theme}
        options={[
          { value: 'dark', label: t({ message: 'Dark', comment: 'colour theme' }) },
          { value: 'light', label: t({ message: 'Light', comment: 'colour theme' }) },
        ]}
        onChange={(theme) => update({ theme })}
      />
      <ChoiceField
        label={t({ message: 'Time', comment: 'setting: times shown in local time or in UTC' })}
        value={settings.time}
        options={[
          { value: 'local', label: t`Local time` },
          { value: 'utc', label: 'UTC' },
        ]}
        onChange={(time) => update({ time })}
      />
      <HostField />
    </div>
  )
}
