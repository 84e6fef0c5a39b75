import { useMemo } from 'react';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FormDialog, SelectField, fieldProps, useDialogForm, useToast } from '@agrihub/shared';
import { pktToday } from '../../../lib/dates';
import { useCommerceTranslation, type CommerceT } from '../../../locales/i18n';
import { useCreatePricingRule } from '../api/create-pricing-rule';
import type { PricingRule, PricingRuleAppliesTo } from '../api/get-pricing-rules';
import { useUpdatePricingRule } from '../api/update-pricing-rule';
import { pricingRuleCategoryValues, pricingRuleTypeValues } from '@agrihub/shared';
import { EMPTY_RULE, productCategoryLabel, ruleCategoryOptions, ruleTypeOptions, type RuleFormValues } from '../constants';

/** What a rule of `category` discounts, as the orders apply it (the server's mapping); nothing before a category is chosen. */
export function appliesToText(t: CommerceT, appliesTo: PricingRuleAppliesTo | undefined, category: string): string | undefined {
  if (!appliesTo || !(category in appliesTo)) return undefined;
  const products = appliesTo[category as keyof PricingRuleAppliesTo];
  return products === null ? t('pricing.form.appliesToNone') : t('pricing.form.appliesTo', { products: productCategoryLabel(t, products) });
}

/** A saved rule as the form's values. */
export function ruleFormValues(rule: PricingRule): RuleFormValues {
  const { name, type, category, validUntil } = rule;
  return { name, type, category, discount: String(rule.discount), minQuantity: String(rule.minQuantity), validUntil };
}

const blankToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

// Spec 5: discount a number from 1 to 100, minimum quantity at least 1, valid until a date not in the past.
export const ruleSchema = (t: CommerceT) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(t('pricing.form.errors.nameRequired'))
      .max(120, t('pricing.form.errors.nameTooLong', { max: 120 })),
    type: yup
      .string()
      .required(t('pricing.form.errors.typeRequired'))
      .oneOf([...pricingRuleTypeValues], t('pricing.form.errors.typeRequired')),
    category: yup
      .string()
      .required(t('pricing.form.errors.categoryRequired'))
      .oneOf([...pricingRuleCategoryValues], t('pricing.form.errors.categoryRequired')),
    discount: yup
      .number()
      .transform(blankToUndefined)
      .typeError(t('pricing.form.errors.discountNumber'))
      .required(t('pricing.form.errors.discountRequired'))
      .min(1, t('pricing.form.errors.discountRange'))
      .max(100, t('pricing.form.errors.discountRange'))
      .test('decimals', t('pricing.form.errors.discountDecimals'), (v) => v === undefined || Math.round(v * 100) === v * 100),
    minQuantity: yup
      .number()
      .transform(blankToUndefined)
      .typeError(t('pricing.form.errors.minQuantityNumber'))
      .required(t('pricing.form.errors.minQuantityRequired'))
      .integer(t('pricing.form.errors.minQuantityWhole'))
      .min(1, t('pricing.form.errors.minQuantityMin')),
    validUntil: yup
      .string()
      .required(t('pricing.form.errors.validUntilRequired'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, t('pricing.form.errors.validUntilDate'))
      .test('not-past', t('pricing.form.errors.validUntilPast'), (v) => !v || v >= pktToday()),
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
  const { t } = useCommerceTranslation();
  const toast = useToast();
  const create = useCreatePricingRule();
  const update = useUpdatePricingRule();
  const validationSchema = useMemo(() => ruleSchema(t), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: rule ? ruleFormValues(rule) : initialValues,
    validationSchema,
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
    onDone: () => toast.success(rule ? t('pricing.form.updated') : t('pricing.form.created')),
    failure: { title: rule ? t('pricing.form.saveFailed') : t('pricing.form.createFailed'), fallback: t('common.tryAgain') },
    resetTo: EMPTY_RULE,
    onClose,
  });
  // Each field's binding (value, handlers, error or helper line), made before the markup.
  const bound = {
    name: fieldProps(formik, 'name'),
    discount: fieldProps(formik, 'discount', t('pricing.form.discountHelper')),
    minQuantity: fieldProps(formik, 'minQuantity', t('pricing.form.minQuantityHelper')),
    validUntil: fieldProps(formik, 'validUntil'),
  };
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={rule ? t('pricing.form.editTitle') : t('pricing.createNewRule')}
      submitLabel={rule ? t('pricing.form.saveChanges') : t('pricing.form.createRule')}
      busyLabel={rule ? t('pricing.form.saving') : t('pricing.form.creating')}
    >
      <Box sx={{ display: 'grid', gap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...bound.name}
          label={t('pricing.form.ruleName')}
          required
          fullWidth
          sx={{ gridColumn: { sm: 'span 2' } }}
          placeholder={t('pricing.form.ruleNamePlaceholder')}
        />
        <SelectField formik={formik} name="type" label={t('pricing.form.ruleType')} required options={ruleTypeOptions(t)} />
        <SelectField
          formik={formik}
          name="category"
          label={t('pricing.form.category')}
          required
          options={ruleCategoryOptions(t)}
          helper={appliesToText(t, appliesTo, formik.values.category)}
        />
        <TextField
          {...bound.discount}
          label={t('pricing.form.discount')}
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 100, step: 'any', inputMode: 'decimal' } }}
        />
        <TextField
          {...bound.minQuantity}
          label={t('pricing.form.minQuantity')}
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          {...bound.validUntil}
          label={t('pricing.form.validUntil')}
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: pktToday() } }}
        />
      </Box>
    </FormDialog>
  );
}
