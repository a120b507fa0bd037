import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  postingMessages,
  requirementRequestSchema,
  type PostIntent,
  type RequirementDetail,
} from '@matchbazaar/contracts';
import { useSaveRequirement } from './api/posting-mutations';
import { quantityText } from '../../components/catalogue/post-money';
import { FormSection, formGrid } from './form-section';
import { budgetText } from './money-text';
import { amountOf, quantityOf, todayText } from './post-form-helpers';
import { AmountField, ChoiceField, CurrencyField, moneyInput, UnitField } from './post-fields';
import { PostFormShell } from './post-form-shell';
import { requirementKind } from './post-kinds';
import {
  requirementErrorFields,
  requirementFieldOrder,
  requirementRequestOf,
  type RequirementFormValues,
} from './requirement-form-values';
import { usePostForm } from './use-post-form';

const t = postingMessages;

/** The post-requirement form (new, edit, or a copy): the post form's shell with a budget and timing. */
export function RequirementForm({
  initial,
  editing,
  onSaved,
}: {
  initial: RequirementFormValues;
  editing: { id: string; live: boolean } | null;
  onSaved: (requirement: RequirementDetail, intent: PostIntent) => void;
}) {
  const form = usePostForm(initial, requirementFieldOrder);
  const { values, text } = form;
  const save = useSaveRequirement(editing?.id);

  const quantity = quantityOf(values.quantity);
  const budget = budgetText({
    minMinor: amountOf(values.budgetMin),
    maxMinor: amountOf(values.budgetMax),
    currency: values.currency,
  });
  const money = moneyInput(values.currency);

  return (
    <PostFormShell
      view={requirementKind}
      form={form}
      save={save}
      editing={editing}
      request={{
        schema: requirementRequestSchema,
        table: requirementErrorFields,
        requestOf: requirementRequestOf,
      }}
      onSaved={onSaved}
      priceText={budget ? t.budgetRange(budget) : t.previewBudgetOpen}
      facts={[
        ...(Number.isSafeInteger(quantity)
          ? [t.previewNeeded(quantityText(quantity, values.quantityUnit))]
          : []),
        ...(values.neededBy ? [t.previewNeededBy(values.neededBy)] : []),
        t.urgencies[values.urgency],
      ]}
      lead={
        <>
          <FormSection id="requirement-budget" title={t.sectionBudget} hint={t.budgetHelp}>
            <Box sx={formGrid('1fr 1fr')}>
              <AmountField form={form} name="quantity" label={t.quantityLabel} />
              <UnitField form={form} name="quantityUnit" label={t.minOrderUnitLabel} />
            </Box>
            <Box sx={{ ...formGrid('2fr 2fr 1fr'), mt: 2 }}>
              <TextField {...text('budgetMin')} label={t.budgetMinLabel} slotProps={money} />
              <TextField {...text('budgetMax')} label={t.budgetMaxLabel} slotProps={money} />
              <CurrencyField form={form} />
            </Box>
          </FormSection>

          <FormSection id="requirement-timing" title={t.sectionTiming}>
            <Box sx={formGrid('1fr 1fr')}>
              <TextField
                {...text('neededBy')}
                type="date"
                label={`${t.neededByLabel} ${t.optional}`}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayText() } }}
              />
              <ChoiceField form={form} name="urgency" label={t.urgencyLabel} labels={t.urgencies} />
            </Box>
          </FormSection>
        </>
      }
    />
  );
}
