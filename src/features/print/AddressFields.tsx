// The shipping address: the fields a parcel needs, each with its error under it (codes from the shared
// validator, src/lib/shared/print.ts addressErrors, which the server applies too). Countries are the ones
// the print service ships to, named in the page's language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../app/ui/TextField';
import { SHIP_COUNTRIES, type AddressField, type ShippingAddress } from '../../lib/shared/print';

interface AddressFieldsProps {
  address: ShippingAddress;
  errors: ReadonlyMap<AddressField, string>;
  disabled: boolean;
  onChange: (field: AddressField, value: string) => void;
}

const AUTOCOMPLETE: Record<Exclude<AddressField, 'country'>, string> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  region: 'shipping address-level1',
  postal_code: 'shipping postal-code',
};

function countryNames(language: string): [string, string][] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language === 'no' ? 'nb' : language], { type: 'region' });
  } catch {
    names = null;
  }
  return SHIP_COUNTRIES.map((code): [string, string] => [code, names?.of(code) ?? code]).sort((a, b) => a[1].localeCompare(b[1], language));
}

export function AddressFields({ address, errors, disabled, onChange }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryNames(i18n.language), [i18n.language]);
  const errorOf = (field: AddressField): string | undefined => {
    const code = errors.get(field);
    return code ? `print_error_${code}` : undefined;
  };
  const text = (field: Exclude<AddressField, 'country'>) => (
    <TextField
      label={t(`print_address_${field}`)}
      value={address[field]}
      onValue={(value) => onChange(field, value)}
      error={errorOf(field)}
      autoComplete={AUTOCOMPLETE[field]}
      disabled={disabled}
      data-testid={`print-address-${field}`}
    />
  );
  const countryError = errorOf('country');
  return (
    <fieldset className="px-ed-fieldset px-print__address" disabled={disabled}>
      <legend>{t('print_address')}</legend>
      {text('name')}
      {text('line1')}
      {text('line2')}
      <div className="px-print__row">
        {text('city')}
        {text('region')}
      </div>
      <div className="px-print__row">
        {text('postal_code')}
        <div className="px-field">
          <label htmlFor="px-print-country">{t('print_address_country')}</label>
          <select
            id="px-print-country"
            className="px-select"
            value={address.country}
            autoComplete="shipping country"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? 'px-print-country-error' : undefined}
            onChange={(e) => onChange('country', e.currentTarget.value)}
            data-testid="print-address-country"
          >
            <option value="">{t('print_address_country_choose')}</option>
            {countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {countryError && (
            <div id="px-print-country-error" className="px-field__error">
              {t(countryError)}
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
