import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { RULE_SET_MODE_LABELS, RULE_SET_MODES, type RuleSetMode, SETTLEMENT_RULE_MESSAGES } from '@parley/shared';
import { useEffect, useState } from 'react';
import { useRuleSet } from '../../api/collector/settlement-rules/rule-set';
import { useSaveRuleSet } from '../../api/collector/settlement-rules/save-rule-set';
import { useSimulateRuleSet } from '../../api/collector/settlement-rules/simulate-rule-set';
import { ApiError, describeError } from '../../api/errors';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { NEW_RULE, type RuleDraft, RuleEditor } from './components/rule-editor';
import { SimulationResults } from './components/simulation-results';

const MODE_HELP: Record<RuleSetMode, string> = {
  off: 'The rules do nothing.',
  suggest: 'Collectors see what the rules say beside each offer, and the counteroffer form starts from the best allowed plans.',
  automatic: 'Parley accepts or counters each consumer offer by itself as it arrives; the activity log names the rule that fired.',
};

/** The field messages of a failed save for rule `index` ("rules.0.name" → "name"). */
function ruleErrors(error: unknown, index: number): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const prefix = `rules.${index}.`;
  return Object.fromEntries(Object.entries(error.fields).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));
}

/** Issue 23: the firm's settlement rules. Everyone at the firm reads them; administrators edit, simulate and switch them on. */
export function SettlementRulesPage() {
  const ruleSet = useRuleSet();
  return (
    <>
      <PageHeading title="Settlement rules">
        <Text c="dimmed" size="sm">
          For each account the most specific rule decides: one naming the creditor, then one with a balance band, then the rest, in order.
        </Text>
      </PageHeading>
      {ruleSet.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : ruleSet.isError ? (
        <LoadFailure message={describeError(ruleSet.error, 'The settlement rules could not be loaded.')} onRetry={() => void ruleSet.refetch()} />
      ) : (
        <RuleSetForm initialMode={ruleSet.data.mode} initialRules={ruleSet.data.rules} canEdit={ruleSet.data.can_edit} />
      )}
    </>
  );
}

function RuleSetForm({ initialMode, initialRules, canEdit }: { initialMode: RuleSetMode; initialRules: RuleDraft[]; canEdit: boolean }) {
  const [mode, setMode] = useState<RuleSetMode>(initialMode);
  const [rules, setRules] = useState<RuleDraft[]>(initialRules.length > 0 ? initialRules : canEdit ? [NEW_RULE] : []);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveRuleSet();
  const simulate = useSimulateRuleSet();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 5000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onSave = () => save.mutate({ mode, rules }, { onSuccess: () => setNotice(SETTLEMENT_RULE_MESSAGES.saved) });

  return (
    <Stack gap="lg" maw={960}>
      {!canEdit ? (
        <Alert color="gray" variant="light">
          {SETTLEMENT_RULE_MESSAGES.readOnly}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Text fw={600} id="rules-mode-label">
          Mode
        </Text>
        <SegmentedControl
          aria-labelledby="rules-mode-label"
          value={mode}
          onChange={(v) => setMode(v as RuleSetMode)}
          disabled={!canEdit}
          data={RULE_SET_MODES.map((m) => ({ value: m, label: RULE_SET_MODE_LABELS[m] }))}
          maw={420}
        />
        <Text size="sm" c="dimmed">
          {MODE_HELP[mode]}
        </Text>
      </Stack>
      {rules.length === 0 ? <Text c="dimmed">No rules yet.</Text> : null}
      {rules.map((rule, i) => (
        <RuleEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: a rule's place is its identity (order decides ties)
          key={i}
          rule={rule}
          index={i}
          isReadOnly={!canEdit}
          errors={ruleErrors(save.error ?? simulate.error, i)}
          onChange={(next) => setRules(rules.map((r, j) => (j === i ? next : r)))}
          onRemove={() => setRules(rules.filter((_, j) => j !== i))}
        />
      ))}
      {canEdit ? (
        <Group gap="sm">
          <Button variant="default" onClick={() => setRules([...rules, { ...NEW_RULE, name: `Rule ${rules.length + 1}` }])} disabled={rules.length >= 20}>
            Add rule
          </Button>
          <Button variant="light" onClick={() => simulate.mutate(rules)} loading={simulate.isPending}>
            Simulate
          </Button>
          <Button onClick={onSave} loading={save.isPending}>
            Save rules
          </Button>
        </Group>
      ) : null}
      {save.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(save.error, 'The rules could not be saved. Please try again.')}
        </Alert>
      ) : null}
      {simulate.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(simulate.error, 'The simulation could not run. Please try again.')}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="teal" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      {simulate.data ? <SimulationResults result={simulate.data} /> : null}
    </Stack>
  );
}
