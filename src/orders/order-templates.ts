// Named order templates: the form's values without an order ID, kept in this
// browser (localStorage), exported and imported as a JSON file. An import is
// checked field by field; what is refused is listed.
import { emptyOrderForm, emptyProduct, type OrderFormValues } from './order-form-values';
import { isRecord } from '../api/is-record';
import { createListeners } from '../lib/listeners';
import { storageSlot } from '../lib/storage-slot';

export interface OrderTemplate {
  name: string;
  savedAt: number;
  values: OrderFormValues;
}

export const TEMPLATES_KEY = 'ac.templates.order.v1';
const FORMAT = 'affiliate-console.order-templates';

/** Only the fields a template keeps: never the order ID. */
const templateValues = (values: OrderFormValues): OrderFormValues => ({
  ...values,
  orderId: '',
});

/** A stored or imported template's values, if every field has the form's shape. */
function checkValues(raw: unknown): { values: OrderFormValues } | { problem: string } {
  if (!isRecord(raw)) return { problem: 'it has no values' };
  const empty = emptyOrderForm();
  const values: Record<string, unknown> = { ...empty };
  for (const [key, value] of Object.entries(raw)) {
    const model = (empty as unknown as Record<string, unknown>)[key];
    if (model === undefined) return { problem: `unknown field “${key}”` };
    if (Array.isArray(model)) {
      if (!Array.isArray(value)) return { problem: `“${key}” is not a list` };
      const itemsOk =
        key === 'coupons'
          ? value.every((c) => typeof c === 'string')
          : value.every(
              (item) => isRecord(item) && Object.values(item).every((v) => typeof v === 'string'),
            );
      if (!itemsOk) return { problem: `“${key}” holds an entry of the wrong shape` };
    } else if (isRecord(model)) {
      if (!isRecord(value) || !Object.values(value).every((v) => typeof v === 'string'))
        return { problem: `“${key}” is not a set of texts` };
      values[key] = { ...model, ...value };
      continue;
    } else if (typeof value !== typeof model) return { problem: `“${key}” has the wrong type` };
    values[key] = value;
  }
  const form = values as unknown as OrderFormValues;
  const threeWay: unknown[] = ['unset', 'yes', 'no'];
  if (!threeWay.includes(form.isRoyalty) || !threeWay.includes(form.custom))
    return { problem: 'a yes/no/unset choice has another value' };
  if (!['rows', 'json'].includes(form.metadataMode))
    return { problem: '“metadataMode” has another value' };
  const types: unknown[] = ['text', 'number', 'boolean', 'json'];
  if (!form.metadataRows.every((r) => types.includes(r.type) && typeof r.key === 'string'))
    return { problem: 'a metadata entry has an unknown type' };
  // Fields missing from an older or hand-written row take their empty value.
  form.products = form.products.map((p) => ({ ...emptyProduct(), ...p }));
  if (form.products.length === 0) form.products = [emptyProduct()];
  return { values: templateValues(form) };
}

export interface TemplateImport {
  templates: OrderTemplate[];
  refused: string[];
}

/** Templates from a parsed file (or storage): the good ones, and why each other was refused. */
export function readTemplates(data: unknown): TemplateImport {
  const list = isRecord(data) ? data.templates : data;
  if (!Array.isArray(list))
    return { templates: [], refused: ['The file holds no list of templates.'] };
  const templates: OrderTemplate[] = [];
  const refused: string[] = [];
  list.forEach((item: unknown, i) => {
    const name = isRecord(item) && typeof item.name === 'string' ? item.name.trim() : '';
    const label = name ? `“${name}”` : `Template ${i + 1}`;
    if (!isRecord(item) || !name) {
      refused.push(`${label}: it has no name.`);
      return;
    }
    const checked = checkValues(item.values);
    if ('problem' in checked) refused.push(`${label}: ${checked.problem}.`);
    else
      templates.push({
        name,
        savedAt: typeof item.savedAt === 'number' ? item.savedAt : Date.now(),
        values: checked.values,
      });
  });
  return { templates, refused };
}

interface StoredTemplates {
  version: 1;
  templates: OrderTemplate[];
}
const slot = storageSlot<StoredTemplates>({
  key: TEMPLATES_KEY,
  // A template that no longer fits the form is dropped, not shown broken.
  check: (stored) => ({ version: 1, templates: readTemplates(stored).templates }),
  fallback: { version: 1, templates: [] },
});

export const loadTemplates = (): OrderTemplate[] => slot.read().templates;

/**
 * Told of templates this console saves or imports, and of the names of those a person
 * deleted here (not of changes copied from the team).
 */
type LocalListener = (templates: OrderTemplate[], deletedNames: string[]) => void;
const localListeners = createListeners<Parameters<LocalListener>>();
export const onLocalTemplates = localListeners.subscribe;

function store(templates: OrderTemplate[], changed: OrderTemplate[] = [], deleted: string[] = []) {
  if (!slot.write({ version: 1, templates }))
    throw new Error('This browser’s storage is full or unavailable.');
  if (changed.length > 0 || deleted.length > 0) localListeners.emit(changed, deleted);
}

/** Colleagues' templates: each replaces this browser's of the same name unless it is newer. */
export function keepTemplatesFromTeam(incoming: readonly OrderTemplate[]) {
  const kept = new Map(loadTemplates().map((t) => [t.name, t]));
  for (const t of incoming) {
    const mine = kept.get(t.name);
    if (!mine || mine.savedAt <= t.savedAt) kept.set(t.name, t);
  }
  store([...kept.values()]);
}

/** Saves (or replaces, by name) a template; the templates as now kept. */
export function saveTemplate(name: string, values: OrderFormValues): OrderTemplate[] {
  const kept = loadTemplates().filter((t) => t.name !== name);
  const saved = { name, savedAt: Date.now(), values: templateValues(values) };
  const next = [...kept, saved];
  store(next, [saved]);
  return next;
}

export function deleteTemplate(name: string): OrderTemplate[] {
  const next = loadTemplates().filter((t) => t.name !== name);
  store(next, [], [name]);
  return next;
}

/** Templates a colleague deleted: gone here too. */
export function forgetTemplatesFromTeam(names: readonly string[]) {
  const gone = new Set(names);
  store(loadTemplates().filter((t) => !gone.has(t.name)));
}

/** Adds imported templates; one with a kept template's name replaces it. */
export function addTemplates(imported: readonly OrderTemplate[]): OrderTemplate[] {
  const names = new Set(imported.map((t) => t.name));
  const next = [...loadTemplates().filter((t) => !names.has(t.name)), ...imported];
  store(next, [...imported]);
  return next;
}

export const templatesFile = (templates: readonly OrderTemplate[]) =>
  JSON.stringify({ format: FORMAT, version: 1, templates }, null, 2);
