// Autocomplete for the order form from this console's own History, on the active
// connection only (see history/suggestions.ts). Loaded when a suggesting field
// first gets focus (./suggestions-lazy), and mounted only in the focused field.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { directoryLookupKeys, findInDirectory } from '../lib/directory-lookup';
import { demoAffiliates, useActiveConnection } from '../connections';
import {
  findSuggestions,
  historyKeys,
  type CodeSuggestion,
  type CustomerSuggestion,
  type ProductSuggestion,
  type SuggestionKind,
} from '../history';
import type { ComboboxPopupProps } from '../ui/combobox-field';
import { ComboboxList, useSettledText } from '../ui/combobox-list';
import type { OrderFormValues, ProductRow } from './order-form-values';
import type { BuiltOrder } from './order-resolver';
import { filledRow, rowFillOf } from './row-money';
import './order-suggestions.css';

type FormTools = Pick<
  UseFormReturn<OrderFormValues, unknown, BuiltOrder>,
  'getValues' | 'setValue' | 'getFieldState'
>;

/** Which field suggests: a product row's ID or name, the customer's email, the referral code. */
type SuggestionsFor =
  { kind: 'product-id' | 'product-name'; index: number } | { kind: 'customer' } | { kind: 'code' };

type Props = ComboboxPopupProps & { form: FormTools; for: SuggestionsFor };

type FormPath = Parameters<FormTools['setValue']>[0];

/** Sets a field as a person would: dirty, and checked again if it showed an error. */
function fill(form: FormTools, path: FormPath, value: string) {
  form.setValue(path, value, {
    shouldDirty: true,
    shouldValidate: form.getFieldState(path).invalid,
  });
}

function useSuggestions<K extends SuggestionKind>(kind: K, text: string) {
  const connection = useActiveConnection();
  const prefix = text.trim().toLowerCase();
  const { data } = useQuery({
    queryKey: historyKeys.suggestions(connection.id, kind, prefix),
    queryFn: () => findSuggestions(connection.id, kind, prefix),
    // While the next prefix is read, the last list stays (it holds the new matches too).
    placeholderData: keepPreviousData,
  });
  return { connection, options: data ?? [] };
}

const join = (parts: (string | number | undefined)[]) =>
  parts.filter((p) => p !== undefined && p !== '').join(' · ');

function describeProduct(p: ProductSuggestion, first: 'id' | 'name') {
  const [a, b] = first === 'id' ? [p.id, p.name] : [p.name, p.id];
  return join([
    a,
    b,
    p.unitPrice,
    p.taxPercent === undefined ? undefined : `tax ${p.taxPercent} %`,
  ]);
}

/**
 * Fills a product row as the product was last sent. Its unit price sets Subtotal
 * (× this row's quantity), and Tax follows the last tax *rate*, not the last tax
 * amount: the quantity is seldom the same as last time, and tax scales with the
 * subtotal. The row keeps following that rate as Quantity, Unit price or Subtotal
 * change, until a tax is typed (row-money.ts). Total is emptied so that it is
 * Subtotal + Tax. Without a known rate Tax is left as it is rather than guessed.
 */
function fillProduct(form: FormTools, index: number, p: ProductSuggestion) {
  const at = <F extends keyof ProductRow>(f: F) => `products.${index}.${f}` as const;
  const current = rowFillOf(form.getValues(`products.${index}`));
  // Through the row-money model, as every path that fills a row.
  const row = filledRow({
    ...current,
    id: p.id ?? '',
    name: p.name ?? '',
    // A known unit price sets Subtotal (× this row's quantity); a known rate sets Tax.
    ...(p.unitPrice === undefined ? {} : { unitPrice: p.unitPrice, subTotal: undefined }),
    // A known rate sets Tax; without one the tax in the row stays a typed figure, kept
    // for the Subtotal it was typed for (so a new subtotal asks about it before a send).
    ...(p.taxPercent === undefined
      ? { taxRate: undefined, taxFor: current.taxFor ?? undefined }
      : { taxRate: p.taxPercent }),
    total: undefined,
  });
  const fields = [
    'id',
    'name',
    'unitPrice',
    'subTotal',
    'tax',
    'total',
    'taxRate',
    'taxFor',
  ] as const;
  for (const field of fields) fill(form, at(field), row[field] ?? '');
  fill(form, at('keepTax'), '');
  fill(form, at('keepTotal'), '');
}

function ProductSuggestions({
  form,
  index,
  kind,
  ...popup
}: ComboboxPopupProps & { form: FormTools; index: number; kind: 'product-id' | 'product-name' }) {
  const text = useSettledText(popup.input);
  const { options } = useSuggestions(kind, text);
  return (
    <ComboboxList
      {...popup}
      text={text}
      options={options}
      describe={(p) => describeProduct(p, kind === 'product-id' ? 'id' : 'name')}
      onChoose={(p) => {
        fillProduct(form, index, p);
      }}
    />
  );
}

function CustomerSuggestions({ form, ...popup }: ComboboxPopupProps & { form: FormTools }) {
  const text = useSettledText(popup.input);
  const { options } = useSuggestions('customer', text);
  return (
    <ComboboxList
      {...popup}
      text={text}
      options={options}
      describe={(c: CustomerSuggestion) => join([c.email, c.name, c.phone, c.country])}
      onChoose={(c) => {
        fill(form, 'customer.email', c.email);
        fill(form, 'customer.name', c.name ?? '');
        fill(form, 'customer.phone', c.phone ?? '');
        fill(form, 'customer.country', c.country ?? '');
      }}
    />
  );
}

/** Directory entries (Affiliates) whose name, code or ID starts with the text. */
function useDirectoryMatches(text: string) {
  const prefix = text.trim().toLowerCase();
  const { data } = useQuery({
    queryKey: directoryLookupKeys.find(prefix),
    queryFn: () => findInDirectory(prefix),
    placeholderData: keepPreviousData,
  });
  return data ?? [];
}

type CodeOption = CodeSuggestion & { name?: string; demo?: true };

/**
 * Codes used on this connection, newest first, named from the directory; then the
 * directory's codes whose affiliate's name or code matches; on the Demo connection its
 * codes follow.
 */
function CodeSuggestions({ form, ...popup }: ComboboxPopupProps & { form: FormTools }) {
  const text = useSettledText(popup.input);
  const { connection, options } = useSuggestions('code', text);
  const directory = useDirectoryMatches(text);
  const prefix = text.trim().toLowerCase();
  const nameOf = (code: string) =>
    directory.find((a) => a.codes.some((c) => c.toLowerCase() === code.toLowerCase()))?.name;
  // The code already typed in full adds nothing (and its list would cover the form below).
  const used = new Set([prefix]);
  const fresh = (code: string) => {
    const key = code.toLowerCase();
    if (used.has(key)) return false;
    used.add(key);
    return true;
  };
  const named = (code: string): CodeOption => {
    const name = nameOf(code);
    return name === undefined ? { code } : { code, name };
  };
  const list: CodeOption[] = [
    ...options.filter((o) => fresh(o.code)).map((o) => named(o.code)),
    ...directory.flatMap((a) => a.codes.filter(fresh).map((code) => ({ code, name: a.name }))),
    ...(connection.demo
      ? demoAffiliates()
          .filter((a) => a.code.toLowerCase().startsWith(prefix) && fresh(a.code))
          .map((a) => ({ code: a.code, name: a.name, demo: true as const }))
      : []),
  ];
  return (
    <ComboboxList
      {...popup}
      text={text}
      options={list}
      describe={(c: CodeOption) =>
        c.name === undefined ? c.code : join([c.code, c.demo ? `Demo: ${c.name}` : c.name])
      }
      onChoose={(c) => {
        fill(form, 'referralCode', c.code);
      }}
    />
  );
}

export default function OrderSuggestions({ form, for: field, ...popup }: Props) {
  switch (field.kind) {
    case 'product-id':
    case 'product-name':
      return <ProductSuggestions {...popup} form={form} index={field.index} kind={field.kind} />;
    case 'customer':
      return <CustomerSuggestions {...popup} form={form} />;
    case 'code':
      return <CodeSuggestions {...popup} form={form} />;
  }
}
