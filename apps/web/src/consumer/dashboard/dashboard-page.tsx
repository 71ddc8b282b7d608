import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { DASHBOARD_TABS, type DashboardResponse, type DashboardTab } from '@parley/shared';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useDashboard } from '../../api/consumer/home/dashboard';
import { describeError } from '../../api/errors';
import { isSitePath } from '../../lib/return-path';
import { CaseChangeNotice } from '../../ui/case-change-notice';
import { common } from '../../ui/common-messages';
import { ErrorBanner } from '../../ui/error-banner';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { CreditReportView } from '../credit-report/credit-report-view';
import { FinancialReportView } from '../financial-report/financial-report-view';
import { StartFromPapers } from '../intake/components/documents-list';
import { ProfileForm } from '../profile/profile-form';
import { useConsumerUser } from '../session/consumer-session';
import { AccountActions } from './components/account-actions';
import { CaseAccordions } from './components/case-accordions';
import { DocumentCard } from './components/document-card';
import { NewCasesNotice, useHeldNewCases } from './components/new-cases-notice';
import { type Promo, PromoCards } from './components/promo-cards';

const m = {
  all: { id: 'dashboard.tab.all', defaultMessage: 'All' },
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Welcome' },
  welcomeName: { id: 'dashboard.welcomeName', defaultMessage: 'Welcome, {firstName}' },
  loadFailed: { id: 'dashboard.loadFailed', defaultMessage: 'We could not load your dashboard. Please try again.' },
  loading: { id: 'dashboard.loading', defaultMessage: 'Loading your dashboard' },
  yourDocuments: { id: 'dashboard.documents.title', defaultMessage: 'Your documents' },
  noDocuments: { id: 'dashboard.documents.empty', defaultMessage: 'No documents yet.' },
  creditTitle: { id: 'dashboard.promo.credit.title', defaultMessage: 'See your credit score' },
  creditText: { id: 'dashboard.promo.credit.text', defaultMessage: 'Free, and checking it does not lower it.' },
  creditAction: { id: 'dashboard.promo.credit.action', defaultMessage: 'Check my score' },
  budgetTitle: { id: 'dashboard.promo.budget.title', defaultMessage: 'Know what you can afford' },
  budgetText: { id: 'dashboard.promo.budget.text', defaultMessage: 'Connect your bank and we build your budget for you.' },
  budgetAction: { id: 'dashboard.promo.budget.action', defaultMessage: 'Build my budget' },
  settleTitle: { id: 'dashboard.promo.settle.title', defaultMessage: 'Settle a debt for less' },
  settleText: { id: 'dashboard.promo.settle.text', defaultMessage: 'Make an offer to the collector from here, no lawyer needed.' },
  settleAction: { id: 'dashboard.promo.settle.action', defaultMessage: 'Start a settlement' },
} satisfies Record<string, MessageDescriptor>;

export const TAB_LABELS: Record<DashboardTab, MessageDescriptor> = {
  all: m.all,
  cases: common.cases,
  documents: common.documents,
  credit_report: common.creditReport,
  financial_report: common.financialReport,
  profile: common.profile,
};

function promosFor(data: DashboardResponse, intl: IntlShape): Promo[] {
  const promos: Promo[] = [];
  if (data.credit_report.status !== 'available') {
    promos.push({
      id: 'credit-score',
      title: intl.formatMessage(m.creditTitle),
      text: intl.formatMessage(m.creditText),
      action: intl.formatMessage(m.creditAction),
      to: '/my_dashboard?activeTab=credit_report',
    });
  }
  if (data.financial_report.status === 'consent_required') {
    promos.push({
      id: 'budget',
      title: intl.formatMessage(m.budgetTitle),
      text: intl.formatMessage(m.budgetText),
      action: intl.formatMessage(m.budgetAction),
      to: '/my_dashboard?activeTab=financial_report',
    });
  }
  promos.push({
    id: 'solosettle',
    title: intl.formatMessage(m.settleTitle),
    text: intl.formatMessage(m.settleText),
    action: intl.formatMessage(m.settleAction),
    to: '/my_cases/new',
  });
  return promos;
}

function DocumentsList({ data }: { data: DashboardResponse }) {
  const intl = useIntl();
  const documents = [...data.cases.flatMap((c) => c.documents), ...data.unorganizedDocuments];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="documents-title">
      <Title order={2} fz="lg" id="documents-title" mb="md">
        {intl.formatMessage(m.yourDocuments)}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noDocuments)}
        </Text>
      ) : (
        <Stack gap="sm">
          {documents.map((d) => (
            <DocumentCard key={d.id} document={d} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /my_dashboard (consumer spec 2 "Dashboard"): tab pills over cases, documents, reports and profile. */
export function DashboardPage() {
  const intl = useIntl();
  const user = useConsumerUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dashboard = useDashboard();
  const cases = useHeldNewCases(dashboard.data?.cases);
  const requested = params.get('activeTab');
  const tab: DashboardTab = DASHBOARD_TABS.includes(requested as DashboardTab) ? (requested as DashboardTab) : 'all';
  const message = params.get('message');
  const success = params.get('success');
  const redirectUrl = params.get('redirect_url');

  const selectTab = (next: string | null) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('activeTab', next ?? 'all');
    nextParams.delete('message');
    nextParams.delete('success');
    setParams(nextParams);
  };

  if (dashboard.isError)
    return <LoadFailure message={describeError(dashboard.error, intl.formatMessage(m.loadFailed))} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const show = (section: DashboardTab) => tab === section || (tab === 'all' && section !== 'profile' && section !== 'documents');

  return (
    <>
      <PageHeading
        title={user.first_name ? intl.formatMessage(m.welcomeName, { firstName: user.first_name }) : intl.formatMessage(m.welcome)}
        documentTitle={intl.formatMessage(common.dashboard)}
      />
      <Stack gap="lg">
        {message && (success === 'false' ? <ErrorBanner message={message} /> : <SuccessBanner message={message} />)}
        <CaseChangeNotice floating />
        {/* The pills wrap onto a second line on a phone: a hidden scroll ran them off-screen with no hint. */}
        <Tabs value={tab} onChange={selectTab} variant="pills" radius="xl" keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap', rowGap: 'var(--mantine-spacing-xs)' }}>
            {DASHBOARD_TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {intl.formatMessage(TAB_LABELS[t])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {!data ? (
          <FullPageLoader label={intl.formatMessage(m.loading)} />
        ) : (
          <>
            {tab === 'all' && <PromoCards promos={promosFor(data, intl)} />}
            {show('cases') && <CaseAccordions cases={cases.shown} unorganized={data.unorganizedDocuments} />}
            {show('cases') && <NewCasesNotice count={cases.held.length} onShow={cases.showAll} />}
            {show('cases') && <StartFromPapers />}
            {tab === 'documents' && <DocumentsList data={data} />}
            {show('credit_report') && <CreditReportView report={data.credit_report} offers={data.credit_report_solosettles} />}
            {show('financial_report') && <FinancialReportView report={data.financial_report} />}
            {tab === 'profile' && (
              <>
                <ProfileForm
                  profile={data.user_profile}
                  onSaved={() => {
                    if (redirectUrl && isSitePath(redirectUrl)) navigate(redirectUrl);
                  }}
                />
                <AccountActions isOauthUser={data.user_profile.is_oauth_user} />
              </>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
