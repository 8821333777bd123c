import { priceCurrencies } from '@outpoint/explorer-client'
import { rateUnitLabel } from '../../format/rateUnit'
import { useSettings } from '../../settings/useSettings'
import { ChoiceField } from './ChoiceField'
import { HostField } from './HostField'

export function SettingsForm() {
  const { settings, update } = useSettings()
  return (
    <div className="settings-form">
      <ChoiceField
        label="Amounts"
        value={settings.unit}
        options={[
          { value: 'btc', label: 'BTC' },
          { value: 'sats', label: 'sats' },
        ]}
        onChange={(unit) => update({ unit })}
      />
      <ChoiceField
        label="Fiat values"
        value={settings.currency}
        options={[
          ...priceCurrencies.map((currency) => ({ value: currency, label: currency })),
          { value: 'none', label: 'None' },
        ]}
        onChange={(currency) => update({ currency })}
      />
      <ChoiceField
        label="Fee rate unit"
        value={settings.rateUnit}
        options={[
          { value: 'vB', label: rateUnitLabel('vB') },
          { value: 'WU', label: rateUnitLabel('WU') },
        ]}
        onChange={(rateUnit) => update({ rateUnit })}
        help={`Sizes follow: vB with ${rateUnitLabel('vB')}, weight units (WU, 4 to a vB) with ${rateUnitLabel('WU')}.`}
      />
      <ChoiceField
        label="Theme"
        value={settings.theme}
        options={[
          { value: 'dark', label: 'Dark' },
          { value: 'light', label: 'Light' },
        ]}
        onChange={(theme) => update({ theme })}
      />
      <ChoiceField
        label="Time"
        value={settings.time}
        options={[
          { value: 'local', label: 'Local time' },
          { value: 'utc', label: 'UTC' },
        ]}
        onChange={(time) => update({ time })}
      />
      <HostField />
    </div>
  )
}
