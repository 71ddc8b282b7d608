import { ActionIcon, Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { centsToDollars, dollarsToCents, type SettlementRule } from '@parley/shared';

/** A rule as the editor holds it: the API's shape, money in cents. */
export type RuleDraft = SettlementRule;

export const NEW_RULE: RuleDraft = {
  name: 'Default',
  plaintiff_name: null,
  min_balance_cents: null,
  max_balance_cents: null,
  min_lump_sum_percent: 40,
  plan_minimums: [
    { max_months: 6, min_percent: 50 },
    { max_months: 12, min_percent: 60 },
  ],
  max_months: 12,
  min_installment_cents: 5_000,
  first_payment_within_days: 30,
};

const dollars = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));
const cents = (value: string | number) => (value === '' ? null : dollarsToCents(Number(value)));
const whole = (value: string | number, fallback: number) => (value === '' ? fallback : Math.trunc(Number(value)));

interface RuleEditorProps {
  rule: RuleDraft;
  index: number;
  isReadOnly: boolean;
  /** Field messages of the last save, keyed by the path inside this rule ("min_lump_sum_percent"). */
  errors: Record<string, string>;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
}

/** One settlement rule: where it applies, and what it accepts. */
export function RuleEditor({ rule, index, isReadOnly, errors, onChange, onRemove }: RuleEditorProps) {
  const set = (patch: Partial<RuleDraft>) => onChange({ ...rule, ...patch });
  const legend = `Rule ${index + 1}`;
  return (
    <Fieldset legend={legend} disabled={isReadOnly} aria-label={`${legend}: ${rule.name}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Rule name" value={rule.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          <TextInput
            label="Creditor / plaintiff"
            description="Blank: every creditor"
            value={rule.plaintiff_name ?? ''}
            error={errors.plaintiff_name}
            onChange={(e) => set({ plaintiff_name: e.currentTarget.value === '' ? null : e.currentTarget.value })}
          />
          <NumberInput
            label="Balance from ($)"
            description="Blank: no lower bound"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={dollars(rule.min_balance_cents)}
            error={errors.min_balance_cents}
            onChange={(v) => set({ min_balance_cents: cents(v) })}
          />
          <NumberInput
            label="Balance up to ($)"
            description="Blank: no upper bound"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={dollars(rule.max_balance_cents)}
            error={errors.max_balance_cents}
            onChange={(v) => set({ max_balance_cents: cents(v) })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <NumberInput
            label="Lump sum at least (%)"
            min={1}
            max={100}
            allowDecimal={false}
            value={rule.min_lump_sum_percent}
            error={errors.min_lump_sum_percent}
            onChange={(v) => set({ min_lump_sum_percent: whole(v, 0) })}
          />
          <NumberInput
            label="Maximum months"
            min={1}
            max={120}
            allowDecimal={false}
            value={rule.max_months}
            error={errors.max_months}
            onChange={(v) => set({ max_months: whole(v, 0) })}
          />
          <NumberInput
            label="Smallest payment ($)"
            min={1}
            decimalScale={2}
            value={dollars(rule.min_installment_cents)}
            error={errors.min_installment_cents}
            onChange={(v) => set({ min_installment_cents: cents(v) ?? 0 })}
          />
          <NumberInput
            label="First payment within (days)"
            min={3}
            max={180}
            allowDecimal={false}
            value={rule.first_payment_within_days}
            error={errors.first_payment_within_days}
            onChange={(v) => set({ first_payment_within_days: whole(v, 0) })}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Plans: the share of the balance needed by plan length
          </Text>
          {errors.plan_minimums ? (
            <Text size="sm" c="red.8">
              {errors.plan_minimums}
            </Text>
          ) : null}
          {rule.plan_minimums.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <Group key={i} gap="sm" align="flex-end" wrap="nowrap">
              <NumberInput
                label={`Plan ${i + 1}: up to (months)`}
                min={2}
                max={120}
                allowDecimal={false}
                value={p.max_months}
                error={errors[`plan_minimums.${i}.max_months`]}
                onChange={(v) => set({ plan_minimums: rule.plan_minimums.map((q, j) => (j === i ? { ...q, max_months: whole(v, 0) } : q)) })}
                style={{ flex: 1 }}
              />
              <NumberInput
                label={`Plan ${i + 1}: at least (%)`}
                min={1}
                max={100}
                allowDecimal={false}
                value={p.min_percent}
                error={errors[`plan_minimums.${i}.min_percent`]}
                onChange={(v) => set({ plan_minimums: rule.plan_minimums.map((q, j) => (j === i ? { ...q, min_percent: whole(v, 0) } : q)) })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={`Remove plan ${i + 1}`}
                onClick={() => set({ plan_minimums: rule.plan_minimums.filter((_, j) => j !== i) })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {!isReadOnly ? (
            <Group gap="sm">
              {rule.plan_minimums.length < 4 ? (
                <Button
                  variant="default"
                  size="sm"
                  onClick={() => set({ plan_minimums: [...rule.plan_minimums, { max_months: Math.min(rule.max_months, 24), min_percent: 70 }] })}
                >
                  Add plan length
                </Button>
              ) : null}
              <Button variant="subtle" color="red" size="sm" onClick={onRemove}>
                Remove rule
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
