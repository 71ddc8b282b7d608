import { centsToDollars, formatCents as formatCentsWithDecimals, PRODUCTS, type ProductKey } from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonLd, renderPublicPage } from '../../platform/public-page.js';
import type { RouteContext } from '../../route-context.js';

const _DASHBOARD_PATH = '/my_dashboard';

type EntryPage = { title: string; description: string; headline: string; lede: string; price: string; priceNote: string; steps: string[]; fineprint: string[] };

// Whole-dollar prices read better without cents: $99, not $99.00.
const formatCents = (cents: number) => formatCentsWithDecimals(cents).replace(/\.00$/, '');
const SOLOSETTLE = PRODUCTS.solosettle;
const DEBT_ANSWER = PRODUCTS.debt_answer;

/** What each product does and costs, in the words the entry pages use. Prices come from PRODUCTS. */
const PAGES: Record<ProductKey, EntryPage> = {
  solosettle: {
    title: 'SoloSettle: settle a debt yourself, on terms you can keep · Parley',
    description: `Negotiate a settlement with the collector or its law firm yourself. Free to start; ${formatCents(SOLOSETTLE.successFeeCents)} only when your settlement agreement is signed.`,
    headline: 'Settle a debt yourself, on terms you can keep',
    lede: 'SoloSettle helps you make a settlement offer the collector can accept, directly, without a debt-settlement company and without monthly fees. Every offer, answer and agreement stays in writing.',
    price: `Free to start · ${formatCents(SOLOSETTLE.successFeeCents)} when you settle`,
    priceNote: `Making offers costs nothing. You pay one ${formatCents(SOLOSETTLE.successFeeCents)} fee only when the collector accepts and your settlement agreement is signed. No settlement, no fee.`,
    steps: [
      'Scan or upload the collection letter or the lawsuit papers; we read the details for you to check.',
      'Tell us what you can afford. We help you build an offer: one lump sum, or a payment plan that adds up to the total exactly.',
      'Send your offer. The collector accepts, counters or declines, and you see every answer in one place.',
      'Sign the settlement agreement, then pay through Parley, with autopay if you chose a plan. You keep a record of every payment.',
    ],
    fineprint: [
      'Parley is not a law firm and does not give legal advice. If you have been sued, settling does not by itself stop the court deadline to answer: read <a href="/blog/how-to-answer-a-debt-collection-lawsuit">how to answer a debt lawsuit</a> first.',
      'A collector is never required to accept an offer.',
    ],
  },
  debt_answer: {
    title: 'Debt Answer: answer a debt lawsuit before the deadline · Parley',
    description: `Write and file your answer to a debt collection lawsuit in plain language. One flat fee of ${formatCents(DEBT_ANSWER.upfrontCents)}; court fees are separate.`,
    headline: 'Answer a debt lawsuit before the deadline',
    lede: 'If you ignore a debt lawsuit, the court can enter a default judgment against you, which can lead to wage garnishment or a frozen bank account. Debt Answer walks you through writing an answer to the complaint and filing it on time.',
    price: `${formatCents(DEBT_ANSWER.upfrontCents)}, one time`,
    priceNote: `One flat fee of ${formatCents(DEBT_ANSWER.upfrontCents)}, paid before you download your finished answer. No subscription. Court filing fees are separate and set by your court; if you cannot afford them, ask the clerk about a fee waiver.`,
    steps: [
      'Scan the summons and complaint; we read the court, case number, plaintiff and deadline for you to check.',
      'Answer plain-language questions about each claim. You choose which statements to admit or deny and which defenses apply.',
      'We prepare your answer for your court. Review and edit it, then download it.',
      'File it with the court clerk and send a copy to the plaintiff’s lawyer before the deadline. We give you step-by-step filing instructions.',
    ],
    fineprint: [
      'Parley is not a law firm and does not give legal advice. A lawyer licensed in your state can advise you about your case; many legal aid offices help for free.',
      'Deadlines are set by your court and state and are strict. If yours is days away, file something on time rather than waiting.',
    ],
  },
};

/**
 * The product entry pages (/solosettle, /debt_answer), server-rendered for search. The start
 * button goes to the web app's /start/{product}, which signs the visitor up first when needed and
 * then opens the case through the intake's POST /customer_documents.
 */
export function entryPagesRoutes({ config }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const product of ['solosettle', 'debt_answer'] as const) {
      const page = PAGES[product];
      const info = PRODUCTS[product];
      const other = product === 'solosettle' ? PRODUCTS.debt_answer : PRODUCTS.solosettle;
      const body = `<div class="wrap">
<section class="hero"><p class="meta">${info.name}</p><h1>${page.headline}</h1><p class="lede">${page.lede}</p>
<div class="grid-2"><div class="card"><h2 style="margin-top:0">What it costs</h2><p class="price">${page.price}</p><p>${page.priceNote}</p><a class="button" href="/start/${product}">Start my ${info.name} case</a><p class="hint">You will create a free account first if you do not have one, then come right back to your case.</p></div>
<div class="card"><h2 style="margin-top:0">How it works</h2><ol class="steps">${page.steps.map((s) => `<li>${s}</li>`).join('')}</ol></div></div></section>
<section><h2>Good to know</h2><ul>${page.fineprint.map((s) => `<li>${s}</li>`).join('')}</ul>
<p>Not what you need? See <a href="${other.path}">${other.name}</a>, or read our <a href="/blog">guides on debt lawsuits and collections</a>.</p></section>
</div>`;
      app.get(info.path, { schema: { hide: true } }, async (_req, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300');
        return renderPublicPage({
          title: page.title,
          description: page.description,
          path: info.path,
          publicUrl: config.publicUrl,
          body,
          head: jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: info.name,
            provider: { '@type': 'Organization', name: 'Parley' },
            description: page.description,
            offers: { '@type': 'Offer', price: centsToDollars(info.upfrontCents || info.successFeeCents).toFixed(2), priceCurrency: 'USD' },
          }),
        });
      });
    }
  };
}
