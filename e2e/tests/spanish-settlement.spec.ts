import { messages as account } from '../../apps/web/src/i18n/es/account';
import { messages as cases } from '../../apps/web/src/i18n/es/cases';
import { messages as dashboard } from '../../apps/web/src/i18n/es/dashboard';
import { messages as layout } from '../../apps/web/src/i18n/es/layout';
import { messages as payments } from '../../apps/web/src/i18n/es/payments';
import { expect, signInCollector, test } from './fixtures';
import { nextStep, sendAgreement, sendPaymentDetails } from './negotiation-steps';

// Issue 24: a Spanish-speaking consumer settles a debt from sign-up to autopay, every screen in
// Spanish, while the firm works in English and sees the consumer's language. The words looked for
// are the Spanish catalog's own, so a screen left in English (or a translation missing) fails here.
const catalog: Record<string, string> = { ...account, ...cases, ...dashboard, ...layout, ...payments };
function es(id: string, values: Record<string, string> = {}): string {
  const text = catalog[id];
  if (text === undefined) throw new Error(`No Spanish for ${id}`);
  return Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, v), text);
}

test('a consumer who reads Spanish signs up, offers, signs and sets up autopay in Spanish; the firm sees "Spanish"', async ({
  page: collector,
  otherPage: consumer,
}) => {
  test.setTimeout(120_000);
  const email = `lucia.${Date.now()}@example.test`;
  const password = 'mi propia frase larga';

  // Sign-up, in Spanish from the first screen.
  await consumer.goto('/users/sign_up');
  await consumer.getByText('Español', { exact: true }).click();
  await expect(consumer.locator('html')).toHaveAttribute('lang', 'es');
  await consumer.getByLabel(es('auth.firstName')).fill('Lucía');
  await consumer.getByLabel(es('auth.lastName')).fill('Hernández');
  await consumer.getByLabel(es('auth.email')).fill(email);
  await consumer.getByLabel(es('auth.password'), { exact: true }).fill(password);
  await consumer.getByLabel(es('auth.confirmPassword')).fill(password);
  await consumer.getByRole('button', { name: es('auth.signUp.submit') }).click();
  await expect(consumer.getByRole('heading', { name: es('dashboard.welcomeName', { firstName: 'Lucía' }) })).toBeVisible();

  // The confirmation email is in Spanish, and its link confirms the address.
  await consumer.goto('/dev/mailbox');
  await expect(consumer.getByText('Confirme su correo electrónico para Parley').first()).toBeVisible();
  await consumer
    .getByRole('link', { name: /\/users\/confirmation\?confirmation_token=/ })
    .first()
    .click();
  await consumer.getByRole('button', { name: es('auth.confirmEmail.confirm') }).click();
  // As a person does: the confirmation is answered before she goes on. Going on at once raced the
  // confirmation and left the address unconfirmed (a red run on 2026-12-02).
  await consumer.getByRole('link', { name: es('auth.confirmEmail.toDashboard') }).click();
  await expect(consumer.locator('html')).toHaveAttribute('lang', 'es');

  // A case with Demo Law Group, and an offer of $2,000 in 4 payments.
  await consumer
    .getByRole('link', { name: es('nav.settleDebt') })
    .first()
    .click();
  await consumer.getByRole('combobox', { name: es('cases.new.firm') }).fill('Demo');
  await consumer.getByRole('option', { name: 'Demo Law Group' }).click();
  await consumer.getByLabel(es('cases.new.plaintiff')).fill('Banco Solano');
  await consumer.getByLabel(es('cases.new.amount')).fill('5000');
  await consumer.getByRole('combobox', { name: es('cases.new.state') }).fill('Texas');
  await consumer.getByRole('option', { name: 'Texas' }).click();
  await consumer.getByLabel(es('cases.new.reference')).fill('2026-CV-2401');
  await consumer.getByRole('button', { name: es('cases.new.submit') }).click();
  await expect(consumer.getByRole('heading', { name: es('cases.stage.make_offer.title') })).toBeVisible();
  const id = Number(/\/my_cases\/(\d+)/.exec(consumer.url())?.[1]);
  await consumer.getByLabel(es('offers.form.yourOffer')).fill('2000');
  await consumer.getByLabel(es('offers.form.monthlyPayments')).fill('4');
  await consumer.getByRole('button', { name: es('offers.form.sendOffer') }).click();
  await consumer.getByRole('button', { name: es('offers.confirm.send') }).click();
  await expect(consumer.getByRole('heading', { name: es('cases.stage.waiting_for_firm.title') })).toBeVisible();

  // The firm, in English, sees the consumer reads Spanish, accepts, and sends where to pay and the agreement.
  await signInCollector(collector);
  await collector.goto(`/collectors/accounts?filters[customer_document_id]=${id}`);
  await expect(collector.getByText('Spanish', { exact: true }).first()).toBeVisible();
  await nextStep(collector).getByRole('button', { name: 'Accept offer' }).click();
  await collector.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(collector.getByRole('alert').filter({ hasText: 'Offer accepted for Lucía Hernández. Next: send the payment details.' })).toBeVisible();
  await sendPaymentDetails(collector, 'DLG-2026-240');
  await expect(nextStep(collector).getByText(/Settlement agreement requested/)).toBeVisible();
  await sendAgreement(collector, 'Settlement agreement: Banco Solano v. Lucia Hernandez');
  await expect(nextStep(collector).getByText('Waiting for signed settlement agreement.')).toBeVisible();

  // The consumer sees the agreement to sign without reloading, and signs it in Spanish.
  await expect(consumer.getByRole('heading', { name: es('cases.stage.sign_agreement.title') })).toBeVisible();
  await consumer.getByRole('checkbox', { name: es('offers.sign.consent') }).check();
  await consumer.getByLabel(es('offers.sign.typedName')).fill('Lucía Hernández');
  await consumer.getByRole('button', { name: es('offers.sign.submit') }).click();
  await expect(consumer.getByRole('heading', { name: es('cases.stage.signed.title') })).toBeVisible();

  // Autopay with a sandbox card, in Spanish; the firm sees it.
  const plan = consumer.getByRole('region', { name: es('pay.plan.region') });
  await plan.getByLabel(es('pay.card.number')).fill('4242 4242 4242 4242');
  await plan.getByLabel(es('pay.card.expiry')).fill('12 / 34');
  await plan.getByLabel(es('pay.card.cvc')).fill('123');
  await plan.getByLabel(es('pay.card.zip')).fill('78701');
  await plan.getByRole('button', { name: es('pay.autopay.setUp') }).click();
  await expect(plan.getByText(es('pay.autopay.isSetUp'))).toBeVisible();
  await expect(nextStep(collector).getByText("Consumer set up auto-pay but hasn't made a payment yet.")).toBeVisible();
});
