import { Alert, Button, Checkbox, Paper, Stack } from '@mantine/core';
import type { WalkThrough } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { intakeKeys } from '../../../api/consumer/intake/keys';
import { saveCourt, saveLawFirm, savePlaintiff, updatePhoneNumber } from '../../../api/consumer/intake/saves';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { ApiError, describeError } from '../../../api/errors';
import { localToday } from '../../../lib/local-today';
import { useIntakeWords } from '../intake-words';
import { AboutYouDetails } from './details-about-you';
import { checkDetails } from './details-check';
import { useDetailsForm } from './details-form';
import { LawsuitDetails } from './details-lawsuit';

const m = {
  chooseCourt: { id: 'intake.details.chooseCourt', defaultMessage: 'Please choose the court' },
  servedRequired: { id: 'intake.details.servedRequired', defaultMessage: 'Please enter the date you were served' },
  saveFailed: { id: 'intake.details.saveFailed', defaultMessage: 'We could not save your details. Please try again.' },
  confirm: { id: 'intake.details.confirm', defaultMessage: 'I confirm that the information is correct and accurate' },
  continue: { id: 'intake.continue', defaultMessage: 'Continue' },
} satisfies Record<string, MessageDescriptor>;

/** The details form: who sues, where, and who the consumer is (consumer spec 2, 5). */
export function DetailsStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const id = walkThrough.id;
  const c = walkThrough.case;
  const product = walkThrough.product;
  const words = useIntakeWords();
  const intl = words.intl;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpdateStep(id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: intakeKeys.walkThrough(id) });

  const form = useDetailsForm(c);
  const {
    plaintiff,
    firm,
    court,
    emails,
    address,
    phone,
    showFullSSN,
    fullSSN,
    lastFour,
    birthdate,
    servedOn,
    confirmed,
    setConfirmed,
    setErrors,
    fieldError,
  } = form;
  const [summary, setSummary] = useState<string | null>(null);
  const needsCourt = product === 'debt_answer';

  const check = () =>
    checkDetails(
      { plaintiff, address, phone, showFullSSN, fullSSN, lastFour, birthdate, emails, court, servedOn, confirmed },
      {
        lawsuitExists: c.lawsuit_exists,
        needsLawyerEmail: product === 'solosettle' && !c.law_firm_id,
        needsCourt,
        today: localToday(),
        chooseCourt: intl.formatMessage(m.chooseCourt),
        servedRequired: intl.formatMessage(m.servedRequired),
      },
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setSummary(found.form ?? null);
    if (Object.keys(found).length > 0) return;
    // Searches commit on leaving their field; a typed name not yet saved is saved now.
    if (plaintiff !== (c.plaintiff_name ?? '')) await savePlaintiff(id, { plaintiff_name: plaintiff, selected_plaintiff_id: null });
    if (firm && firm !== (c.law_firm_name ?? '')) await saveLawFirm(id, { law_firm_name: firm, selected_law_firm_id: null });
    if (needsCourt && court !== (c.court?.name ?? ''))
      await saveCourt(id, {
        court_name: court,
        selected_court_id: null,
        court_city: '',
        court_state: c.lawsuit_state ?? '',
        court_street: '',
        court_zip_code: '',
      });
    if (phone !== (c.phone_number ?? '')) await updatePhoneNumber(id, phone);
    save.mutate(
      {
        step_name: 'details',
        inputs: {
          customer_mailing_address: {
            customer_street: address.street,
            customer_city: address.city,
            customer_state: address.state,
            customer_zip_code: address.zipCode,
          },
          social_security_number: showFullSSN ? { social_security_number: fullSSN } : { social_security_number_last_four: lastFour },
          birthdate,
          lawyer_emails: emails.map((e) => e.trim()).filter(Boolean),
          ...(needsCourt ? { served_on: servedOn } : {}),
          confirmed,
        },
        encrypted: ['social_security_number'],
        complete: true,
      },
      {
        onSuccess: (result) => {
          if (Object.keys(result.errors).length > 0) {
            setErrors(result.errors);
            setSummary(result.errors.form ?? Object.values(result.errors)[0] ?? null);
            return;
          }
          navigate(result.resume_url);
        },
        onError: (err) => {
          // A 422 names each field (the address's missing parts): show them beside their fields.
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors({ ...err.fields });
          setSummary(describeError(err, intl.formatMessage(m.saveFailed)));
        },
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <LawsuitDetails walkThrough={walkThrough} form={form} needsCourt={needsCourt} onSaved={refresh} />

          <AboutYouDetails walkThrough={walkThrough} form={form} onSaved={refresh} />

          <Checkbox
            label={intl.formatMessage(m.confirm)}
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
            error={fieldError('confirmed')}
          />
          {summary ? (
            <Alert color="red" variant="light" role="alert">
              {words.message(summary)}
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {intl.formatMessage(m.continue)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
