// How the file is read, said in one line, with the controls that change it on demand:
// the money rule, prices with or without tax, the source time zone, the order time's
// format, and where the currency goes. Each change re-checks every order. It opens by
// itself when the date format must be chosen.
import { useId, useMemo } from 'react';
import { Disclosure, useDisclosureOpen } from '../../../ui/disclosure';
import { SelectField } from '../../../ui/field';
import type { BuildSummary } from '../../pipeline/rows-to-orders';
import { DATE_FORMATS, timeZones, type DateFormat } from '../../pipeline/read/dates';
import { MONEY_RULE, type ShippingTaxAnswer } from '../../pipeline/money/money';
import { REFUND_CHOICES, type RefundChoice } from '../../pipeline/money/refund-lines';
import { NO_CURRENCY, type TaxBasis } from '../../pipeline/money/tax-basis';
import type { FileSettings } from './use-build-settings';
import { plural } from '../../pipeline/read/problems';

const FROM = {
  you: 'set by you',
  column: 'from the file’s column saying so',
  file: 'detected from the file’s totals',
  default: 'no tax figures tell either way',
} as const;

/** The answers to "do the prices include tax?" while nothing in the file tells. */
const TAX_BASIS_CHOICES = [
  { id: 'yes', label: 'Yes: the tax is in the prices' },
  { id: 'no', label: 'No: tax is added to them' },
] as const;

/**
 * "Prices include tax" as a question: nothing in the file tells, and some orders' figures
 * differ by it. No answer until the person gives one; those orders are held until then.
 * Kept once answered (the count stays), so focus stays where the person put it.
 */
function TaxQuestion({
  label,
  basis,
  busy,
  onChange,
}: {
  label: string;
  basis: TaxBasis;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const answered = basis.from === 'you';
  return (
    <SelectField
      label={label}
      // The fix leads to the first question still open.
      data-fix={answered ? undefined : 'tax-basis'}
      value={answered ? (basis.value ? 'yes' : 'no') : ''}
      disabled={busy}
      hint={`Nothing in the file tells, and in ${plural(basis.unstated, 'order')} each product’s subtotal and tax depend on it${answered ? '' : ': until you choose, those orders are held'}. A shop’s settings or an invoice say which.`}
      onChange={(e) => {
        if (e.target.value !== '') onChange(e.target.value === 'yes');
      }}
    >
      {!answered && <option value="">Choose…</option>}
      {choiceOptions(TAX_BASIS_CHOICES)}
    </SelectField>
  );
}

/** "Prices include tax": a question while the file does not tell, else a switch saying where its value comes from. */
function TaxControl(props: Parameters<typeof TaxSwitch>[0]) {
  return props.basis.unknown && props.basis.unstated > 0 ? (
    <TaxQuestion {...props} />
  ) : (
    <TaxSwitch {...props} />
  );
}

/** One "Prices include tax" switch, saying where its value comes from. */
function TaxSwitch({
  id,
  label,
  basis,
  from,
  busy,
  onChange,
}: {
  id: string;
  label: string;
  basis: TaxBasis;
  from: string;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="switch-field">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={basis.value}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
        />
        {label}
      </label>
      <span id={`${id}-hint`} className="muted small">
        {basis.value ? 'On' : 'Off'}: {from}. Changing it checks every order again.
      </span>
    </div>
  );
}

/** Whether "Prices include tax" waits for an answer, for the file or any currency. */
const basisAsked = (summary: BuildSummary) =>
  [summary.pricesIncludeTax, ...(summary.taxByCurrency ?? [])].some(
    (b) => b.from === 'default' && b.unstated > 0,
  );

/** The tax basis in words: one for the file, or each currency's where they differ. */
function taxLine(summary: BuildSummary) {
  const tax = summary.pricesIncludeTax;
  const per = (summary.taxByCurrency ?? []).filter((b) => b.relevant || b.unstated > 0);
  if (per.length === 0)
    return tax.from === 'default' && tax.unstated > 0
      ? 'prices with or without tax: choose'
      : (tax.relevant || tax.unstated > 0) &&
          `prices ${tax.value ? 'include' : 'without'} tax (${FROM[tax.from]})`;
  const asked = per.filter((b) => b.from === 'default' && b.unstated > 0).map((b) => b.currency);
  if (tax.from === 'default' && tax.unstated > 0) asked.push('orders without a currency');
  if (asked.length > 0) return `prices with or without tax in ${asked.join(', ')}: choose`;
  const with_ = per.filter((b) => b.value).map((b) => b.currency);
  const without = per.filter((b) => !b.value).map((b) => b.currency);
  return [
    with_.length > 0 && `prices include tax in ${with_.join(', ')}`,
    without.length > 0 && `prices without tax in ${without.join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The answers to "does the order's tax include tax on shipping?", in words. */
const SHIPPING_TAX_CHOICES: readonly { id: ShippingTaxAnswer; label: string }[] = [
  { id: 'products', label: 'None (all on products)' },
  { id: 'shared', label: 'Same rate as products' },
];

/** A select's options from its choices in words. */
const choiceOptions = (choices: readonly { id: string; label: string }[]) =>
  choices.map((c) => (
    <option key={c.id} value={c.id}>
      {c.label}
    </option>
  ));

/** The reading in a line: what each control below is set to now. */
function readingLine(summary: BuildSummary, settings: FileSettings) {
  const { date } = summary;
  const format = settings.dateFormat ?? date?.format;
  const refunds = REFUND_CHOICES.find((c) => c.id === (settings.refunds ?? 'net'));
  return [
    taxLine(summary),
    date &&
      (format
        ? `${date.column}: ${DATE_FORMATS.find((d) => d.id === format)?.label ?? format}`
        : `${date.column}: choose its date format`),
    summary.partRefunds > 0 && refunds?.label.toLowerCase(),
    summary.shippingTaxUnstated > 0 &&
      `tax on shipping: ${SHIPPING_TAX_CHOICES.find((c) => c.id === settings.shippingTax)?.label.toLowerCase() ?? 'choose'}`,
    date?.zoneless && `times without a zone in ${settings.sourceTimeZone}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function FileSettingsPanel({
  summary,
  settings,
  busy,
  onChange,
}: {
  summary: BuildSummary;
  settings: FileSettings;
  busy: boolean;
  onChange: (next: FileSettings) => void;
}) {
  const switchId = useId();
  const tax = summary.pricesIncludeTax;
  // With two or more currencies each has its own basis: a switch for each whose prices it changes.
  const perCurrency = (summary.taxByCurrency ?? []).filter((b) => b.relevant || b.unstated > 0);
  const date = summary.date;
  const formats: readonly DateFormat[] = date
    ? [
        ...date.candidates,
        ...DATE_FORMATS.map((f) => f.id).filter((f) => !date.candidates.includes(f)),
      ]
    : [];
  const line = readingLine(summary, settings);
  /** Answers "Prices include tax" for one currency (NO_CURRENCY: orders without one), or the file. */
  const answerBasis = (currency: string | undefined) => (on: boolean) => {
    onChange(
      currency === undefined
        ? { ...settings, pricesIncludeTax: on }
        : {
            ...settings,
            pricesIncludeTaxByCurrency: { ...settings.pricesIncludeTaxByCurrency, [currency]: on },
          },
    );
  };
  return (
    <Disclosure
      className="file-settings"
      summary={`How the file was read${line ? `: ${line}` : ''}`}
      attention={
        (date !== undefined && !(settings.dateFormat ?? date.format)) ||
        (summary.shippingTaxUnstated > 0 && settings.shippingTax === undefined) ||
        basisAsked(summary)
      }
    >
      <p className="small rule">{MONEY_RULE}</p>
      <div className="file-settings__controls">
        {perCurrency.length > 0 ? (
          <div role="group" aria-labelledby={`${switchId}-per`} className="tax-per-currency">
            <span id={`${switchId}-per`} className="small">
              Prices include tax, per currency (it changes the figures of{' '}
              {plural(perCurrency.length, 'currency', 'currencies')} in this file):
            </span>
            {perCurrency.map((b) => (
              <TaxControl
                key={b.currency}
                id={`${switchId}-${b.currency}`}
                label={`Prices include tax in ${b.currency}`}
                basis={b}
                from={
                  b.from === 'file'
                    ? `detected from the ${b.currency} orders’ totals`
                    : FROM[b.from]
                }
                busy={busy}
                onChange={answerBasis(b.currency)}
              />
            ))}
            {/* Orders without a currency have their own basis, from their own figures. */}
            {(tax.relevant || tax.unstated > 0) && (
              <TaxControl
                id={`${switchId}-none`}
                label="Prices include tax, orders without a currency"
                basis={tax}
                from={FROM[tax.from]}
                busy={busy}
                onChange={answerBasis(NO_CURRENCY)}
              />
            )}
          </div>
        ) : (
          // An answer of "same rate" needs the basis even where no line price does.
          (tax.relevant || tax.unstated > 0 || settings.shippingTax === 'shared') && (
            <TaxControl
              id={switchId}
              label="Prices include tax"
              basis={tax}
              from={FROM[tax.from]}
              busy={busy}
              // In a file of two or more currencies, this is the orders without one.
              onChange={answerBasis(summary.taxByCurrency ? NO_CURRENCY : undefined)}
            />
          )
        )}
        {date && (
          <SelectField
            label={`Date format of ${date.column}`}
            data-fix="date-format"
            value={settings.dateFormat ?? date.format ?? ''}
            disabled={busy}
            hint={
              date.inferred
                ? 'Worked out from every value in the column.'
                : date.candidates.length > 1
                  ? 'The values fit more than one format: choose one.'
                  : 'No format fits these values: choose one.'
            }
            onChange={(e) => {
              const v = e.target.value as DateFormat | '';
              const { dateFormat: _old, ...rest } = settings;
              onChange(v === '' ? rest : { ...rest, dateFormat: v });
            }}
          >
            {!date.format && <option value="">Choose a format…</option>}
            {formats.map((f) => (
              <option key={f} value={f}>
                {DATE_FORMATS.find((d) => d.id === f)?.label}
                {date.candidates.includes(f) && date.candidates.length > 1 ? ' (fits)' : ''}
              </option>
            ))}
          </SelectField>
        )}
        {summary.partRefunds > 0 && (
          <SelectField
            label="Partly refunded orders"
            data-fix="refund-choice"
            value={settings.refunds ?? 'net'}
            disabled={busy}
            hint={`${summary.partRefunds.toLocaleString('en-US')} in this file. Net: the refund comes off the products in proportion. An order whose refund amount the file does not give is always held.`}
            onChange={(e) => {
              onChange({ ...settings, refunds: e.target.value as RefundChoice });
            }}
          >
            {choiceOptions(REFUND_CHOICES)}
          </SelectField>
        )}
        {summary.shippingTaxUnstated > 0 && (
          <SelectField
            label="Tax on shipping"
            data-fix="shipping-tax"
            value={settings.shippingTax ?? ''}
            disabled={busy}
            hint={`In ${plural(summary.shippingTaxUnstated, 'order')} the file charges shipping and gives one tax figure for the whole order, without saying how much of it is on shipping. Each product’s tax depends on it${settings.shippingTax ? '' : ': until you choose, those orders are held'}. Same rate: shipping takes its share of the tax, in proportion to its amount${tax.relevant ? '' : '; “Prices include tax” says whether the shipping figure holds its tax'}.`}
            onChange={(e) => {
              const v = e.target.value as ShippingTaxAnswer | '';
              const { shippingTax: _old, ...rest } = settings;
              onChange(v === '' ? rest : { ...rest, shippingTax: v });
            }}
          >
            {!settings.shippingTax && <option value="">Choose…</option>}
            {choiceOptions(SHIPPING_TAX_CHOICES)}
          </SelectField>
        )}
        <SourceZoneField
          zone={settings.sourceTimeZone}
          hint={
            date?.utcHeader
              ? `${date.column} says UTC, so its times are read as UTC; this zone is for other times without a zone.`
              : date?.zoneless
                ? 'Times without a zone in the file are read in this zone.'
                : 'Every time in this file carries its own zone; this zone is not needed.'
          }
          busy={busy}
          onChange={(zone) => {
            onChange({ ...settings, sourceTimeZone: zone });
          }}
        />
      </div>
      <p className="muted small">
        The service’s order has no currency field: each order’s currency goes in its metadata, as
        “currency”
        {summary.mainCurrency ? ` (most of this file is in ${summary.mainCurrency})` : ''}. A
        customer’s payment status is read to choose which orders are sent; it never sets Paid
        (acknowledged in an affiliate payout), which comes only from a column you map to it.
        Duplicates are skipped until you include them.
      </p>
    </Disclosure>
  );
}

/**
 * The zone for times without one. Its 400-odd zones are made only while the panel is open:
 * made with every check, they were a quarter of the preview's elements to style and lay out.
 */
function SourceZoneField({
  zone,
  hint,
  busy,
  onChange,
}: {
  zone: string;
  hint: string;
  busy: boolean;
  onChange: (zone: string) => void;
}) {
  const open = useDisclosureOpen();
  const zones = useMemo(() => (open ? timeZones() : [zone]), [open, zone]);
  return (
    <SelectField
      label="Source time zone"
      value={zone}
      disabled={busy}
      hint={hint}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    >
      {zones.map((z) => (
        <option key={z} value={z}>
          {z}
        </option>
      ))}
    </SelectField>
  );
}
