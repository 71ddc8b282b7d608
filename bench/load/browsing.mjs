// The accounts page's filter, sort, search and load-more clicks, driven by autocannon beside the user loops.
import autocannon from 'autocannon';
import { BROWSE_RATE } from './settings.mjs';
import { describeErrorBody } from './stats.mjs';

// Filter, sort, search and load-more clicks of the accounts page (collector spec 2 "Accounts page").
const BROWSE_QUERIES = [
  'filters[search]=son',
  'filters[search]=mar',
  'filters[search]=lee',
  'filters[status][]=Consumer%20Offer',
  'filters[status][]=Lawyer%20Counteroffer&filters[status][]=Consumer%20Counteroffer',
  'filters[current_action][]=accept_or_counteroffer',
  'filters[state][]=TX',
  'filters[debt_amount][min]=1000&filters[debt_amount][max]=5000',
  'filters[archived][]=archived',
  'sort=name&direction=asc',
  'sort=amount&direction=desc',
  'sort=offer_amount&direction=desc',
  'sort=status&direction=asc',
  'sort=first_payment&direction=asc',
  'sort=percent&direction=desc',
  'num_pages=2',
];

/** Fails fast when a browse query the server would refuse slipped into the list. */
export async function checkBrowseQueries(base, user) {
  for (const q of BROWSE_QUERIES) {
    const res = await fetch(`${base}/collectors/api/apply_filters?${q}`, { headers: { cookie: user.cookie } });
    if (!res.ok) throw new Error(`apply_filters?${q} answered ${describeErrorBody(res.status, await res.text())}`);
    await res.arrayBuffer();
  }
}

/**
 * autocannon for the accounts page's filter/sort/search clicks: a constant rate (overallRate, at
 * most one request a second per connection), each request as a different collector in turn (its
 * session cookie) with the next query of BROWSE_QUERIES. Latencies go to the recorder.
 */
export function startBrowsing(ctx, collectors, seconds) {
  if (!collectors.length || BROWSE_RATE < 1) return Promise.resolve(null);
  const family = 'accounts filter/sort/search';
  let turn = 0;
  let lastErrorBody = '';
  const instance = autocannon({
    url: ctx.base,
    connections: Math.min(BROWSE_RATE, collectors.length),
    overallRate: BROWSE_RATE,
    duration: seconds,
    timeout: Math.ceil(ctx.settings.requestTimeoutMs / 1000),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const u = collectors[turn % collectors.length];
          const q = BROWSE_QUERIES[Math.floor(turn / collectors.length) % BROWSE_QUERIES.length];
          turn++;
          return { ...req, path: `/collectors/api/apply_filters?${q}`, headers: { ...req.headers, cookie: u.cookie, accept: 'application/json' } };
        },
        onResponse: (status, body) => {
          if (status >= 400) lastErrorBody = describeErrorBody(status, body);
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    ctx.recorder.record(family, performance.now() - ms, ms, status >= 400 ? lastErrorBody || String(status) : null);
  });
  instance.on('reqError', (err) => ctx.recorder.record(family, performance.now(), null, `network error: ${err.code ?? err.message}`));
  return new Promise((resolve) => instance.on('done', resolve));
}
