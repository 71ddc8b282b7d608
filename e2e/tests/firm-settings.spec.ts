import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, expect, test } from './fixtures';

const ADMIN_EMAIL = 'admin@demo-law.test';
const NEW_USER_EMAIL = 'newhire@demo-law.test';
const NEW_USER_PASSWORD = 'a brand new passphrase';
const TOTP_PERIOD_SECONDS = 30;

/** What an authenticator app would show for `secret` at `timestamp`. */
function totpCode(secret: string, timestamp: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' }).generate({ timestamp });
}

function totpStep(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/collectors');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openPage(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an admin turns on two-step verification, changes payouts with a fresh code, and staff see Direct Deposit and ask for a change', async ({ page }) => {
  // Signing in with a code has to wait for a time step the set-up did not use: up to 30 s by design.
  test.setTimeout(150_000);

  await signInWithPassword(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/collectors\/accounts$/);

  // Direct Deposit: where payouts go changes only with two-step verification on.
  await openPage(page, 'Direct Deposit');
  await expect(page.getByText("Changing where the firm's payouts go needs two-step verification on your account.")).toBeVisible();
  await page.getByRole('link', { name: 'Turn on two-step verification' }).click();

  // The admin sets up an authenticator app.
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = await page.getByLabel('Setup key').inputValue();
  const setupTime = Date.now();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, setupTime));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const recoveryList = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryList).toHaveCount(10);
  const recoveryCodes = (await recoveryList.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  // No bank account yet, so the page opens on Digital Check; connect one over ACH, confirming with a code.
  await openPage(page, 'Direct Deposit');
  await page.getByText('ACH Direct Deposit', { exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill('payouts@demo-law.test');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByLabel('Account holder name').fill('Demo Law Group LLC');
  await expect(page.getByLabel('Account type')).toHaveValue('CHECKING');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('Enter the current code from your authenticator app, or a recovery code, to confirm this change.')).toBeVisible();
  await page.getByLabel('Two-step code').fill('000000');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('That code did not work.').first()).toBeVisible();
  await page.getByLabel('Two-step code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('Bank account and email set up successfully!')).toBeVisible();
  await expect(page.getByText('••••6789')).toBeVisible();

  // Back to digital checks: remove the bank account (another code), then choose where the checks go.
  await page.getByText('Digital Check', { exact: true }).click();
  await page.getByRole('button', { name: 'Remove bank account' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove bank account?' });
  await removal.getByLabel('Two-step code').fill(recoveryCodes[1] ?? '');
  await removal.getByRole('button', { name: 'Remove bank account' }).click();
  await expect(page.getByText('Bank account removed successfully. Future payments will be sent as digital checks.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('checks@demo-law.test');
  await page.getByLabel('Two-step code').fill(recoveryCodes[2] ?? '');
  await page.getByRole('button', { name: 'Save email' }).click();
  await expect(page.getByText('Email saved successfully!')).toBeVisible();

  // Users: invite a new staff user.
  await openPage(page, 'Users');
  await page.getByLabel('New user email').fill(NEW_USER_EMAIL);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'User' });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`User added successfully. An invite has been sent to ${NEW_USER_EMAIL}.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEW_USER_EMAIL) }).getByText('Invite pending')).toBeVisible();

  // Issue 38.9: a second invite is sent again, made an administrator, then revoked.
  const other = 'second.person@demo-law.test';
  await page.getByLabel('New user email').fill(other);
  await page.getByRole('button', { name: 'Add user' }).click();
  const otherRow = page.getByRole('row', { name: new RegExp(other) });
  await otherRow.getByRole('button', { name: `Resend the invite to ${other}` }).click();
  await expect(page.getByText(`A new invite has been sent to ${other}. The earlier link no longer works.`)).toBeVisible();
  await otherRow.getByLabel(`Role of ${other}`).selectOption({ label: 'Admin' });
  await expect(page.getByText(`${other} is now an administrator.`, { exact: false })).toBeVisible();
  await otherRow.getByRole('button', { name: `Revoke the invite to ${other}` }).click();
  await page.getByRole('dialog', { name: 'Revoke invite' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(0);

  // The invitee follows the emailed link, chooses a password and is signed in.
  await page.goto('/dev/mailbox');
  await page
    .locator('article')
    .filter({ hasText: NEW_USER_EMAIL })
    .getByRole('link', { name: /\/collectors\/invite\?token=/ })
    .first()
    .click();
  await page.getByLabel('New password').fill(NEW_USER_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await expect(page.getByRole('banner').getByText(NEW_USER_EMAIL)).toBeVisible();

  // Staff without two-step verification see where payouts go, cannot change it, and ask the administrators.
  await openPage(page, 'Direct Deposit');
  await expect(page.getByText('Payouts are sent as digital checks to checks@demo-law.test.')).toBeVisible();
  await expect(page.getByText("You can ask your firm's administrators to change where the firm's payouts go: we email them.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save bank account' })).toHaveCount(0);
  await page.getByLabel('Note for your administrators (optional)').fill('Our new trust account is ready.');
  await page.getByRole('button', { name: 'Ask an administrator' }).click();
  await expect(page.getByText("We emailed your firm's administrators.")).toBeVisible();

  // Issue 38.5: with their own two-step verification, staff change it themselves; the change waits out
  // the cooling-off period (payouts keep going to the current method), and the one who made it can cancel it.
  await page.getByRole('link', { name: 'Turn on two-step verification' }).click();
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  const staffSecret = await page.getByLabel('Setup key').inputValue();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(staffSecret, Date.now()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(recoveryList).toHaveCount(10);
  const staffCodes = (await recoveryList.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: 'Done' }).click();
  await openPage(page, 'Direct Deposit');
  await page.getByText('ACH Direct Deposit', { exact: true }).click();
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('000987654321');
  await page.getByLabel('Account holder name').fill('Demo Law Group Trust');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await page.getByLabel('Two-step code').fill(staffCodes[0] ?? '');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  const waiting = page.getByRole('alert').filter({ hasText: 'Payout change waiting' });
  await expect(waiting).toContainText('••••4321');
  await expect(waiting).toContainText(/takes effect on \w+day, .+\. Until then payouts go to the current method\./);
  await expect(waiting).toContainText(`Set up by ${NEW_USER_EMAIL}.`);
  // The form is emptied of the account number and the code just used.
  await expect(page.getByLabel('Account number')).toHaveValue('');
  await expect(page.getByLabel('Two-step code')).toHaveValue('');
  await page.screenshot({ path: '../.tmp/direct-deposit-pending-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  // The waiting change and its cancel button fit a phone: nothing wider than the screen once the layout settles.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(waiting.getByRole('button', { name: 'Cancel this change' })).toBeVisible();
  await page.screenshot({ path: '../.tmp/direct-deposit-pending-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await waiting.getByRole('button', { name: 'Cancel this change' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Cancel this payout change?' });
  await cancelling.getByLabel('Two-step code').fill(staffCodes[1] ?? '');
  await cancelling.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByText('The payout change was cancelled. Payouts keep going to the current method.')).toBeVisible();
  await expect(page.getByText('Payout change waiting')).toHaveCount(0);

  // Staff keep the firm's payment details, under the same address rule as an account's.
  await openPage(page, 'Payment Details');
  await page.getByLabel('Payee name').fill('Demo Law Group Trust Account');
  await page.getByRole('textbox', { name: /Street/ }).fill('PO Box 1200');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP').fill('78701');
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await expect(page.getByText('Payments are sent by courier, so the mailing address cannot be a PO box.')).toBeVisible();
  await page.getByRole('textbox', { name: /Street/ }).fill('100 Congress Ave Ste 400');
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await expect(page.getByText('Payment details updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/collectors$/);

  // The administrator was emailed both: the request, and the change staff made.
  await page.goto('/dev/mailbox');
  const adminMail = page.locator('article').filter({ hasText: ADMIN_EMAIL });
  await expect(adminMail.filter({ hasText: "asked you to change your firm's payout account" }).first()).toContainText('Our new trust account is ready.');
  await expect(adminMail.filter({ hasText: "Your firm's payment details were changed" }).first()).toContainText('100 Congress Ave Ste 400');
  await expect(adminMail.filter({ hasText: "scheduled a change to where your firm's payouts go" }).first()).toContainText(
    'Until then payouts go to the current method.',
  );
  await expect(adminMail.filter({ hasText: 'cancelled a scheduled payout change' }).first()).toBeVisible();

  // Signing in again asks for a code after the password.
  await signInWithPassword(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Enter the code from your authenticator app to finish signing in.')).toBeVisible();
  // A code is accepted once: wait until the app would show the code of a later time step.
  await expect.poll(() => totpStep(Date.now()), { timeout: (TOTP_PERIOD_SECONDS + 5) * 1000, intervals: [250] }).toBeGreaterThan(totpStep(setupTime));
  await page.getByLabel('Authentication app code').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/collectors\/accounts$/);
  await expect(page.getByText('Welcome, Demo Law Group')).toBeVisible();

  // Leave the shared demo admin as found: turn it off again with a recovery code.
  await openPage(page, 'Security');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[3] ?? '');
  await page.getByRole('form', { name: 'Turn off two-step verification' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-step verification is off.').first()).toBeVisible();
});
