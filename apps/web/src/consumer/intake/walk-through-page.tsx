import { Alert, Anchor, Group, Paper, Stepper, Text } from '@mantine/core';
import { STEP_NAMES, type StepName, type WalkThrough } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { useWalkThrough } from '../../api/consumer/intake/walk-through';
import { describeError } from '../../api/errors';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PageHeading } from '../../ui/page-heading';
import { INTAKE_TABLES, useIntakeWords } from './intake-words';
import { DefensesStep } from './steps/defenses-step';
import { DetailsStep } from './steps/details-step';
import { HardshipStep } from './steps/hardship-step';
import { JurisdictionStep } from './steps/jurisdiction-step';
import { LetterStep } from './steps/letter-step';
import { ScanStep } from './steps/scan-step';
import { SummaryStep } from './steps/summary-step';

const m = {
  newCase: { id: 'intake.walkThrough.newCase', defaultMessage: 'A new case' },
  stepOf: { id: 'intake.walkThrough.stepOf', defaultMessage: 'Step {number} of {count}: {title}' },
  loadFailed: { id: 'cases.page.loadFailed', defaultMessage: 'We could not load this case.' },
  back: { id: 'cases.page.backToDashboard', defaultMessage: 'Back to your dashboard' },
} satisfies Record<string, MessageDescriptor>;

/** /solosettles/{id}, /debt_answers/{id}, /document_generations/{id}: resume where the case left off. */
export function WalkThroughPage() {
  const id = Number(useParams().id);
  const walkThrough = useWalkThrough(id);
  if (walkThrough.isPending) return <FullPageLoader />;
  if (walkThrough.isError) return <LoadError error={walkThrough.error} />;
  return <Navigate to={walkThrough.data.resume_url} replace />;
}

/** One step of a walk-through, under a stepper of all of them. */
export function StepPage() {
  const params = useParams();
  const id = Number(params.id);
  const stepName = params.step as StepName;
  const walkThrough = useWalkThrough(id);
  const words = useIntakeWords();
  const intl = words.intl;
  if (walkThrough.isPending) return <FullPageLoader />;
  if (walkThrough.isError) return <LoadError error={walkThrough.error} />;
  const data = walkThrough.data;
  if (!STEP_NAMES.includes(stepName) || !data.steps.some((s) => s.name === stepName)) return <Navigate to={data.resume_url} replace />;
  const active = data.steps.findIndex((s) => s.name === stepName);
  const title = words.productTitle(data.title);
  const stepTitle = (s: { name: StepName } | undefined) => (s ? intl.formatMessage(INTAKE_TABLES.steps[s.name]) : '');
  return (
    <>
      <PageHeading title={title} documentTitle={`${title} · ${stepTitle(data.steps[active])}`}>
        <Text c="dimmed" size="sm">
          {data.case.plaintiff_name
            ? `${data.case.plaintiff_name}${data.case.civil_number ? ` · ${data.case.civil_number}` : ''}`
            : intl.formatMessage(m.newCase)}
        </Text>
      </PageHeading>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" visibleFrom="sm">
        <Stepper active={active} size="xs" allowNextStepsSelect={false}>
          {data.steps.map((s) => (
            <Stepper.Step key={s.name} label={stepTitle(s)} completedIcon={s.completed ? undefined : null} />
          ))}
        </Stepper>
      </Paper>
      <Text size="sm" c="dimmed" hiddenFrom="sm" mb="sm">
        {intl.formatMessage(m.stepOf, { number: active + 1, count: data.steps.length, title: stepTitle(data.steps[active]) })}
      </Text>
      <StepBody step={stepName} walkThrough={data} />
    </>
  );
}

function StepBody({ step, walkThrough }: { step: StepName; walkThrough: WalkThrough }) {
  switch (step) {
    case 'jurisdiction':
      return <JurisdictionStep walkThrough={walkThrough} />;
    case 'scan_document':
      return <ScanStep walkThrough={walkThrough} />;
    case 'document_summary':
      return <SummaryStep walkThrough={walkThrough} />;
    case 'details':
      return <DetailsStep walkThrough={walkThrough} />;
    case 'defenses':
      return <DefensesStep walkThrough={walkThrough} />;
    case 'hardship':
      return <HardshipStep walkThrough={walkThrough} />;
    case 'letter_choice':
      return <LetterStep walkThrough={walkThrough} />;
    case 'document_download':
      return <Navigate to={`/my_dashboard/download?id=${walkThrough.id}`} replace />;
  }
}

function LoadError({ error }: { error: unknown }) {
  const { intl } = useIntakeWords();
  return (
    <Alert color="red" variant="light" role="alert" maw={560}>
      <Group gap="xs">
        <span>{describeError(error, intl.formatMessage(m.loadFailed))}</span>
        <Anchor component={Link} to="/my_dashboard">
          {intl.formatMessage(m.back)}
        </Anchor>
      </Group>
    </Alert>
  );
}
