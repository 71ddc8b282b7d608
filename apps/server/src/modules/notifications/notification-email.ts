import { courtClosingDueOn, DISMISSAL_DAYS, formatCents, formatLongDate, NOTIFICATION_EVENT_LABELS, type NotificationEvent, US_STATES } from '@parley/shared';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import type { AccountForEmail } from './notifications.queries.js';

/** The account page filtered to one account; `auto_action` opens its accept or counteroffer form. */
export function accountLink(publicUrl: string, documentId: number, autoAction?: 'accept' | 'counteroffer'): string {
  const link = `${publicUrl}/collectors/accounts?filters[customer_document_id]=${documentId}`;
  return autoAction ? `${link}&auto_action=${autoAction}` : link;
}

function stateText(code: string | null): string {
  if (!code) return 'Not given';
  const name = (US_STATES as Record<string, string>)[code];
  return name ? `${name} (${code})` : code;
}

/**
 * The email a firm gets about one account: the event, who and which case, and links that open the
 * account (for an offer, straight into accepting or countering it). It names the account by the
 * consumer's name, reference and state only: never the SSN or bank details.
 */
export function buildNotificationEmail({
  event,
  account,
  firmName,
  publicUrl,
}: {
  event: NotificationEvent;
  account: AccountForEmail;
  firmName: string;
  publicUrl: string;
}): Omit<MailMessage, 'to'> {
  const label = NOTIFICATION_EVENT_LABELS[event];
  const name = account.customerName.replace(/\s+/g, ' ').trim();
  const details: [string, string][] = [
    ['Consumer', name],
    ['Reference', account.civilNumber ?? 'Not given'],
    ...(account.fileNumber ? ([['File number', account.fileNumber]] as [string, string][]) : []),
    ['State', stateText(account.lawsuitState)],
  ];
  if (event === 'make_offer' && account.offerTotalCents !== null) {
    const payments = account.offerPayments ?? 1;
    details.push(['Latest offer', `${formatCents(account.offerTotalCents)} in ${payments} payment${payments === 1 ? '' : 's'}`]);
  }
  if (event === 'court_closing_due' && account.lastPaymentAt) {
    const paidOffOn = account.lastPaymentAt.toISOString().slice(0, 10);
    details.push(
      ['Paid off on', formatLongDate(paidOffOn)],
      ['File by', `${formatLongDate(courtClosingDueOn(paidOffOn))} (the settlement agreement's ${DISMISSAL_DAYS} days)`],
      ['Court paper', 'Prepared on the account: a stipulation of dismissal, or a satisfaction if a judgment was entered'],
    );
  }
  const links: [string, string][] = [['Open the account', accountLink(publicUrl, account.id)]];
  if (event === 'make_offer') {
    links.push(
      ['Accept this offer', accountLink(publicUrl, account.id, 'accept')],
      ['Make a counteroffer', accountLink(publicUrl, account.id, 'counteroffer')],
    );
  }
  const settings = `${publicUrl}/collectors/notifications`;
  const footer = `You get this email because of ${firmName}'s notification settings in Parley.`;

  const text = [
    `${label}`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    ...links.flatMap(([k, href]) => [`${k}:`, href, '']),
    `${footer} Change who is emailed: ${settings}`,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    `<p style="font-size:16px"><strong>${escapeHtml(label)}</strong></p>`,
    `<table role="presentation" style="border-collapse:collapse">${details
      .map(([k, v]) => `<tr><td style="${cell};color:#52606d">${escapeHtml(k)}</td><td style="${cell}">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
    `<p>${links.map(([k, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(k)}</a>`).join(' &middot; ')}</p>`,
    `<p style="color:#52606d;font-size:13px">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Change who is emailed</a>.</p>`,
  ].join('\n');

  return { subject: `${label}: ${name}`, text, html };
}
