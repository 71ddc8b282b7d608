import { Alert, Button, Checkbox, Paper, Stack, Text, Textarea } from '@mantine/core';
import { HARDSHIP_REASONS, type HardshipKey, type WalkThrough } from '@parley/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { describeError } from '../../../api/errors';

/** The hardship form: each reason checked reveals "Tell us more..."; collectors read the result. */
export function HardshipStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const navigate = useNavigate();
  const save = useUpdateStep(walkThrough.id);
  const [answers, setAnswers] = useState<Partial<Record<HardshipKey, string>>>(walkThrough.case.hardship as Partial<Record<HardshipKey, string>>);
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { step_name: 'hardship', inputs: answers, complete: true },
      {
        onSuccess: (r) => (Object.keys(r.errors).length > 0 ? setError(Object.values(r.errors)[0] ?? null) : navigate(r.resume_url)),
        onError: (err) => setError(describeError(err, 'We could not save your answers. Please try again.')),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            What makes it hard to pay this {walkThrough.case.lawsuit_exists ? 'lawsuit' : 'debt'}? Check all that apply.{' '}
            {walkThrough.product === 'solosettle' ? 'The collector sees your answers with your offer.' : ''}
          </Text>
          {HARDSHIP_REASONS.map((reason) => {
            const checked = answers[reason.key] !== undefined;
            return (
              <Stack key={reason.key} gap={6}>
                <Checkbox
                  label={reason.label}
                  checked={checked}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setAnswers(({ [reason.key]: _, ...rest }) => (on ? { ...rest, [reason.key]: '' } : rest));
                  }}
                />
                {checked ? (
                  <Textarea
                    aria-label={`Tell us more: ${reason.label}`}
                    placeholder="Tell us more..."
                    autosize
                    minRows={2}
                    maxLength={2000}
                    ml={32}
                    value={answers[reason.key] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setAnswers((a) => ({ ...a, [reason.key]: value }));
                    }}
                  />
                ) : null}
              </Stack>
            );
          })}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {walkThrough.product === 'solosettle' ? 'Continue to your offer' : 'Continue'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
