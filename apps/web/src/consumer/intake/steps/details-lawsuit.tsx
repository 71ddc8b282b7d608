import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type CourtResult, INTAKE_MESSAGES, type WalkThrough } from '@parley/shared';
import type { MessageDescriptor } from 'react-intl';
import { saveCourt, saveLawFirm, savePlaintiff } from '../../../api/consumer/intake/saves';
import { useCourtSearch, useLawFirmSearch, usePlaintiffSearch } from '../../../api/consumer/intake/searches';
import { describeError } from '../../../api/errors';
import { localToday } from '../../../lib/local-today';
import { SearchField } from '../components/search-field';
import { errorToast, savedToast } from '../components/toasts';
import { useDebouncedQuery } from '../components/use-debounced-query';
import { DETAILS_FIELD_NAMES, useIntakeWords } from '../intake-words';
import type { DetailsForm } from './details-form';
import { LawyerEmails } from './details-lawyer-emails';

const m = {
  lawsuit: { id: 'intake.details.lawsuit', defaultMessage: 'The lawsuit' },
  debt: { id: 'intake.details.debt', defaultMessage: 'The debt' },
  firmHint: { id: 'intake.details.firmHint', defaultMessage: 'Firms on Parley get your offer at once; any other firm is invited by email.' },
  courtPlaceholder: { id: 'intake.details.courtPlaceholder', defaultMessage: "Type the court's name, city, county or ZIP" },
  courtFromPapers: {
    id: 'intake.details.courtFromPapers',
    defaultMessage: 'As printed on your papers. Pick your court from the list so its address is filled in.',
  },
  courtAddressUnknown: {
    id: 'intake.details.courtAddressUnknown',
    defaultMessage: 'We don’t have this court’s street address: copy the court’s address from your summons when you file.',
  },
  servedOn: { id: 'intake.details.servedOn', defaultMessage: 'Date you were served' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The details form's first part: who sues (the plaintiff, its law firm and lawyers) and, for an
 * Answer, the court and the service date. A name picked from a search is saved at once.
 */
export function LawsuitDetails({
  walkThrough,
  form,
  needsCourt,
  onSaved,
}: {
  walkThrough: WalkThrough;
  form: DetailsForm;
  /** An Answer: the court and the service date are asked. */
  needsCourt: boolean;
  onSaved: () => void;
}) {
  const id = walkThrough.id;
  const c = walkThrough.case;
  const product = walkThrough.product;
  const words = useIntakeWords();
  const intl = words.intl;
  /** The chosen court's address, or where to find it when the directory has none. */
  const courtAddress = (r: CourtResult | undefined) => (r ? r.formatted_address || intl.formatMessage(m.courtAddressUnknown) : undefined);
  const labels = words.labels(c.lawsuit_exists);
  const { plaintiff, setPlaintiff, firm, setFirm, court, setCourt, servedOn, setServedOn, fieldError } = form;

  const plaintiffQuery = useDebouncedQuery(plaintiff);
  const firmQuery = useDebouncedQuery(firm);
  const courtQuery = useDebouncedQuery(court);
  const plaintiffs = usePlaintiffSearch(plaintiffQuery);
  const firms = useLawFirmSearch(firmQuery);
  // The level chosen on the jurisdiction step narrows the search: a Texas Justice Court finds justice courts.
  const courts = useCourtSearch(courtQuery, c.lawsuit_state ?? undefined, c.court_level ?? undefined);

  const run = (promise: Promise<{ error: string | null }>, label: string, failure: string) =>
    promise
      .then((r) => {
        if (r.error) errorToast(words.message(r.error));
        else {
          savedToast(words.saved(label));
          onSaved();
        }
      })
      .catch((err: unknown) => errorToast(describeError(err, failure)));

  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        {intl.formatMessage(c.lawsuit_exists ? m.lawsuit : m.debt)}
      </Title>
      <SearchField
        label={labels.plaintiff}
        required
        value={plaintiff}
        onChange={setPlaintiff}
        results={plaintiffs.data}
        isFetching={plaintiffs.isFetching}
        isError={plaintiffs.isError}
        errorMessage={words.message(INTAKE_MESSAGES.searchFailed)}
        error={fieldError('plaintiff_name')}
        onPick={(p) => {
          setPlaintiff(p.name);
          void run(
            savePlaintiff(id, { plaintiff_name: p.name, selected_plaintiff_id: p.id }),
            labels.plaintiff,
            words.message(INTAKE_MESSAGES.selectFailed('plaintiff')),
          );
        }}
        onCommit={() => {
          if (plaintiff.trim() && plaintiff !== (c.plaintiff_name ?? ''))
            void run(
              savePlaintiff(id, { plaintiff_name: plaintiff, selected_plaintiff_id: null }),
              labels.plaintiff,
              words.message(INTAKE_MESSAGES.selectFailed('plaintiff')),
            );
        }}
      />
      <SearchField
        label={labels.lawFirm}
        value={firm}
        onChange={setFirm}
        results={firms.data}
        isFetching={firms.isFetching}
        isError={firms.isError}
        errorMessage={words.message(INTAKE_MESSAGES.searchFailed)}
        description={product === 'solosettle' ? intl.formatMessage(m.firmHint) : undefined}
        onPick={(f) => {
          setFirm(f.name);
          void run(
            saveLawFirm(id, { law_firm_name: f.name, selected_law_firm_id: f.in_database ? f.id : null }),
            labels.lawFirm,
            words.message(INTAKE_MESSAGES.selectFailed('law firm')),
          );
        }}
        onCommit={() => {
          if (firm.trim() && firm !== (c.law_firm_name ?? ''))
            void run(
              saveLawFirm(id, { law_firm_name: firm, selected_law_firm_id: null }),
              labels.lawFirm,
              words.message(INTAKE_MESSAGES.selectFailed('law firm')),
            );
        }}
      />
      <LawyerEmails walkThrough={walkThrough} form={form} onSaved={onSaved} />
      {needsCourt ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SearchField
            label={intl.formatMessage(DETAILS_FIELD_NAMES.court)}
            required
            placeholder={intl.formatMessage(m.courtPlaceholder)}
            value={court}
            onChange={setCourt}
            results={courts.data}
            isFetching={courts.isFetching}
            isError={courts.isError}
            errorMessage={words.message(INTAKE_MESSAGES.searchCourtsFailed)}
            error={fieldError('court')}
            description={
              c.court && c.court.id === null && court === c.court.name
                ? intl.formatMessage(m.courtFromPapers)
                : courtAddress(courts.data?.find((r) => r.name === court))
            }
            detail={(r) => [r.county, r.mailing_state].filter(Boolean).join(', ') || null}
            onPick={(r) => {
              setCourt(r.name);
              void run(
                saveCourt(id, {
                  court_name: r.name,
                  selected_court_id: r.id,
                  court_city: r.mailing_city,
                  court_state: r.mailing_state,
                  court_street: r.mailing_street,
                  court_zip_code: r.mailing_zip,
                }),
                intl.formatMessage(DETAILS_FIELD_NAMES.court),
                words.message(INTAKE_MESSAGES.saveCourtFailed),
              );
            }}
            onCommit={() => undefined}
          />
          <TextInput
            label={intl.formatMessage(m.servedOn)}
            type="date"
            required
            max={localToday()}
            value={servedOn}
            onChange={(e) => setServedOn(e.currentTarget.value)}
            error={fieldError('served_on')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
