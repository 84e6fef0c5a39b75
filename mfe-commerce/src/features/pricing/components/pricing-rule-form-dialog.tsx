import * as yup from 'yup';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormDialog, SelectField, fieldProps, statusLabel, useDialogForm, useToast } from '@agrihub/shared';
import { pktToday } from '../../../lib/dates';
import { useCreatePricingRule } from '../api/create-pricing-rule';
import type { PricingRule, PricingRuleAppliesTo } from '../api/get-pricing-rules';
import { useUpdatePricingRule } from '../api/update-pricing-rule';
import { pricingRuleCategoryValues, pricingRuleTypeValues } from '@agrihub/shared';
import { EMPTY_RULE, type RuleFormValues } from '../constants';

export const RULE_CREATED = 'Pricing rule created successfully!';
export const RULE_UPDATED = 'Pricing rule updated';
/** The dialog's title and the button that opens it. */
export const CREATE_NEW_RULE = 'Create New Rule';
export const EDIT_RULE = 'Edit Pricing Rule';

/** What a rule of `category` discounts, as the orders apply it (the server's mapping); nothing before a category is chosen. */
export function appliesToText(appliesTo: PricingRuleAppliesTo | undefined, category: string): string | undefined {
  if (!appliesTo || !(category in appliesTo)) return undefined;
  const products = appliesTo[category as keyof PricingRuleAppliesTo];
  return products === null ? 'No catalog category matches yet, so this rule applies to no product' : `Applies to ${statusLabel(products)} products`;
}

/** A saved rule as the form's values. */
export function ruleFormValues(rule: PricingRule): RuleFormValues {
  const { name, type, category, validUntil } = rule;
  return { name, type, category, discount: String(rule.discount), minQuantity: String(rule.minQuantity), validUntil };
}

const blankToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

// Spec 5: discount a number from 1 to 100, minimum quantity at least 1, valid until a date not in the past.
export const ruleSchema = yup.object({
  name: yup.string().trim().required('Rule name is required').max(120, 'Rule name must be at most 120 characters'),
  type: yup
    .string()
    .required('Rule type is required')
    .oneOf([...pricingRuleTypeValues], 'Rule type is required'),
  category: yup
    .string()
    .required('Category is required')
    .oneOf([...pricingRuleCategoryValues], 'Category is required'),
  discount: yup
    .number()
    .transform(blankToUndefined)
    .typeError('Discount must be a number')
    .required('Discount is required')
    .min(1, 'Discount must be between 1 and 100')
    .max(100, 'Discount must be between 1 and 100')
    .test('decimals', 'Discount can have at most 2 decimals', (v) => v === undefined || Math.round(v * 100) === v * 100),
  minQuantity: yup
    .number()
    .transform(blankToUndefined)
    .typeError('Minimum quantity must be a number')
    .required('Minimum quantity is required')
    .integer('Minimum quantity must be a whole number')
    .min(1, 'Minimum quantity must be at least 1'),
  validUntil: yup
    .string()
    .required('Valid until is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Valid until must be a date')
    .test('not-past', 'Valid until cannot be in the past', (v) => !v || v >= pktToday()),
});

const FIELDS = ['name', 'type', 'category', 'discount', 'minQuantity', 'validUntil'] as const;

export interface PricingRuleFormDialogProps {
  open: boolean;
  /** Prefilled values (Quick Rule Creation); the dialog is remounted (key) for each new prefill. */
  initialValues?: RuleFormValues;
  /** The rule to edit: the form starts from its values and saves them to it. */
  rule?: PricingRule;
  /** What each rule category applies to (the list's answer), for the line under Category. */
  appliesTo?: PricingRuleAppliesTo;
  onClose: () => void;
}

export function PricingRuleFormDialog({ open, initialValues = EMPTY_RULE, rule, appliesTo, onClose }: PricingRuleFormDialogProps) {
  const toast = useToast();
  const create = useCreatePricingRule();
  const update = useUpdatePricingRule();
  const { formik, dialog } = useDialogForm({
    initialValues: rule ? ruleFormValues(rule) : initialValues,
    validationSchema: ruleSchema,
    fields: FIELDS,
    submit: (values: RuleFormValues) => {
      const body = {
        name: values.name.trim(),
        type: values.type,
        category: values.category,
        discount: Number(values.discount),
        minQuantity: Number(values.minQuantity),
        validUntil: values.validUntil,
      };
      return rule ? update.mutateAsync({ id: rule._id, changes: body }) : create.mutateAsync(body);
    },
    onDone: () => toast.success(rule ? RULE_UPDATED : RULE_CREATED),
    failure: { title: rule ? 'Could not save the pricing rule' : 'Could not create the pricing rule', fallback: 'Please try again.' },
    resetTo: EMPTY_RULE,
    onClose,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={rule ? EDIT_RULE : CREATE_NEW_RULE}
      submitLabel={rule ? 'Save Changes' : 'Create Rule'}
      busyLabel={rule ? 'Saving...' : 'Creating...'}
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...fieldProps(formik, 'name')}
          label="Rule Name"
          required
          fullWidth
          sx={{ gridColumn: { sm: 'span 2' } }}
          placeholder="e.g. Bulk Urea Discount"
        />
        <SelectField formik={formik} name="type" label="Rule Type" required options={pricingRuleTypeValues} />
        <SelectField
          formik={formik}
          name="category"
          label="Category"
          required
          options={pricingRuleCategoryValues}
          helper={appliesToText(appliesTo, formik.values.category)}
        />
        <TextField
          {...fieldProps(formik, 'discount', 'From 1 to 100')}
          label="Discount (%)"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 100, step: 'any', inputMode: 'decimal' } }}
        />
        <TextField
          {...fieldProps(formik, 'minQuantity', 'At least 1')}
          label="Minimum Quantity"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          {...fieldProps(formik, 'validUntil')}
          label="Valid Until"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: pktToday() } }}
        />
      </Box>
    </FormDialog>
  );
}
