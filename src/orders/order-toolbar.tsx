// Above the order form, loaded after it (a lazy chunk): "Paste request",
// "New from template", "Save as template". Values go in through the form's reset,
// as a restored draft does; nothing is sent.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { PastedHostNote } from '../connections';
import { PasteRequest, stableJson, type PastedRequest } from '../paste';
import { ConfirmDialog } from '../ui/dialog';
import { emptyOrderForm, type OrderFormValues } from './order-form-values';
import { pastedToOrderForm } from './paste-order';
import { filledRow, rowFillOf } from './row-money';
import { NewFromTemplateDialog, SaveTemplateDialog } from './template-dialogs';

export default function OrderToolbar() {
  const form = useFormContext<OrderFormValues>();
  const [dialog, setDialog] = useState<'save' | 'pick'>();
  const [picked, setPicked] = useState<{ values: OrderFormValues; name: string }>();
  const [message, setMessage] = useState<string>();

  // A form holding only the referral code (kept by "Record another") counts as empty.
  const isEmpty = () => {
    const values = form.getValues();
    return stableJson(values) === stableJson(emptyOrderForm(values.referralCode));
  };
  const apply = (values: OrderFormValues) => {
    form.reset(values);
  };
  const fillFromTemplate = (values: OrderFormValues, name: string) => {
    // The referral code typed stays when the template has none.
    const code = values.referralCode || form.getValues('referralCode');
    // Each row through the row-money model: a saved tax becomes its rate, so it follows
    // the quantity typed next, and a total that adds up is derived again.
    const products = values.products.map((row) => filledRow(rowFillOf(row)));
    apply({ ...values, products, referralCode: code });
    setMessage(`Filled from template “${name}”. Give it an order ID.`);
  };

  return (
    <>
      <PasteRequest
        formName="Record order"
        toForm={(request: PastedRequest) =>
          pastedToOrderForm(request, form.getValues('referralCode'))
        }
        isEmpty={isEmpty}
        apply={apply}
        hostNote={(url) => <PastedHostNote url={url} />}
      >
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setDialog('pick');
          }}
        >
          New from template
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setDialog('save');
          }}
        >
          Save as template
        </button>
      </PasteRequest>
      <div aria-live="polite">{message && <p>{message}</p>}</div>
      {dialog === 'save' && (
        <SaveTemplateDialog
          values={form.getValues()}
          onDone={(done) => {
            setDialog(undefined);
            if (done) setMessage(done);
          }}
        />
      )}
      {dialog === 'pick' && (
        <NewFromTemplateDialog
          onClose={() => {
            setDialog(undefined);
          }}
          onPick={(values, name) => {
            setDialog(undefined);
            if (isEmpty()) fillFromTemplate(values, name);
            else setPicked({ values, name });
          }}
        />
      )}
      {picked && (
        <ConfirmDialog
          title="Replace what the form holds?"
          confirmLabel="Replace values"
          danger
          onConfirm={() => {
            fillFromTemplate(picked.values, picked.name);
            setPicked(undefined);
          }}
          onCancel={() => {
            setPicked(undefined);
          }}
        >
          <p>The form already has values. Template “{picked.name}” replaces them.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
