// The order form's editor in a dialog, for an order that came from elsewhere (the
// import's "Fix"): the same fields, labels and rules as Record order, nothing sent.
// Problems found before are listed whole, in the labels of the fields they concern,
// and marked on those fields.
import { useEffect, useRef } from 'react';
import { FormProvider, get, useForm, type Path } from 'react-hook-form';
import { ConfirmDialog } from '../ui/dialog';
import { sendFormKeys } from '../ui/shortcuts';
import { orderFieldLabel } from './field-labels';
import { wirePathToFormPath } from './form-paths';
import type { Order } from '../api/contract';
import { looseOrderToFormValues } from './order-from-loose';
import { orderToFormValues } from './order-from-wire';
import type { OrderFormValues } from './order-form-values';
import { orderResolver, type BuiltOrder } from './order-resolver';
import { OrderSections } from './order-sections';

/** The order to edit: one that passed the rules, or what another source read (any shape). */
type EditSource =
  { code: string; order: Order } | { code: string; loose: Readonly<Record<string, unknown>> };

interface Props {
  title: string;
  source: EditSource;
  /** Problems found before, by order path (products.0.quantity); shown whole. */
  problems: Readonly<Record<string, string>>;
  onSave: (built: BuiltOrder) => void;
  onCancel: () => void;
}

export function OrderEditDialog({ title, source, problems, onSave, onCancel }: Props) {
  const form = useForm<OrderFormValues, unknown, BuiltOrder>({
    defaultValues:
      'order' in source
        ? orderToFormValues(source.code, source.order)
        : looseOrderToFormValues(source.code, source.loose),
    resolver: orderResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const orderIdRef = useRef<HTMLInputElement | null>(null);
  const listed = Object.entries(problems).map(([path, message]) => ({
    path,
    label: orderFieldLabel(path),
    message,
  }));

  useEffect(() => {
    // Each problem on its field, when the form has it (and the field holds a value to fix).
    const placed: string[] = [];
    for (const { path, message } of listed) {
      const formPath = wirePathToFormPath(path, 'rows');
      if (formPath === undefined || get(form.getValues(), formPath) === undefined) continue;
      form.setError(formPath as Path<OrderFormValues>, { type: 'import', message });
      placed.push(formPath);
    }
    // After the dialog has put focus on its button: the first problem's field takes it.
    const first = placed[0];
    const timer =
      first &&
      setTimeout(() => {
        form.setFocus(first as Path<OrderFormValues>);
      }, 0);
    // A problem from the file goes once its field is changed (Save then checks everything anew).
    const stop = form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name && form.getFieldState(name as Path<OrderFormValues>).error?.type === 'import')
          form.clearErrors(name as Path<OrderFormValues>);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
    // Once, for the problems the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Save order"
      wide
      onCancel={onCancel}
      onConfirm={() => {
        void form.handleSubmit(onSave)();
      }}
    >
      {listed.length > 0 && (
        <div className="fix-problems">
          <p>⚠ Problems found in the file:</p>
          <ul aria-label="Problems found in the file">
            {listed.map(({ path, label, message }) => (
              <li key={path}>
                <strong>{label ?? path}</strong>: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="muted small">
        Checked by the same rules as Record order when you save. Nothing is sent from here.
      </p>
      <FormProvider {...form}>
        <form
          aria-label="Order"
          className="order-edit"
          noValidate
          onSubmit={(e) => void form.handleSubmit(onSave)(e)}
          // As on Record order: Enter in a field (a suggestion picked, say) never saves.
          onKeyDown={sendFormKeys}
        >
          <OrderSections orderIdRef={orderIdRef} demo={false} />
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
}
