import { useState } from 'react';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaField, TextField } from '../../ui/field';
import type { ImportedOrder } from './build-orders';
import { checkEditedOrder, editableJson } from './check-edited-order';

export function EditOrderDialog({
  order,
  onSave,
  onCancel,
}: {
  order: ImportedOrder;
  onSave: (updated: ImportedOrder) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState(order.code);
  const [json, setJson] = useState(() => editableJson(order.order, order.draft));
  const [errors, setErrors] = useState<string[]>([]);
  const problems = Object.entries(order.errors).map(([k, v]) => `${k}: ${v}`);
  return (
    <ConfirmDialog
      title={`Edit order ${order.orderId || `from row ${order.rows[0]}`}`}
      confirmLabel="Save order"
      onCancel={onCancel}
      onConfirm={() => {
        const checked = checkEditedOrder(code, json);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        const { draft: _draft, ...rest } = order;
        onSave({
          ...rest,
          code: checked.code,
          orderId: checked.order.orderId,
          order: checked.order,
          errors: {},
          status: 'valid',
          skipped: false,
        });
      }}
    >
      {problems.length > 0 && (
        <div className="field__error">
          Problems found in the file:
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <TextField
        label="Referral code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
        }}
      />
      <TextAreaField
        label="Order JSON"
        rows={14}
        className="mono"
        spellCheck={false}
        value={json}
        onChange={(e) => {
          setJson(e.target.value);
        }}
        error={errors.length > 0 ? errors.join(' · ') : undefined}
        hint="Checked by the same rules as the order form when you save."
      />
    </ConfirmDialog>
  );
}
