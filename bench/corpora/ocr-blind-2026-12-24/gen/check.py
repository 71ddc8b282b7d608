#!/usr/bin/env python3
"""Check truth.json against the rendered pages' innerText (gen/text/NN.txt) and the image files/sizes."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
        'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists']
STATES = {'AZ': 'Arizona', 'AL': 'Alabama', 'CT': 'Connecticut', 'MD': 'Maryland', 'SC': 'South Carolina', 'UT': 'Utah',
          'NM': 'New Mexico', 'IL': 'Illinois', 'FL': 'Florida'}
def norm(s):
    s = s.replace('\u2212', '-').replace('\u2013', '-').replace('\u2014', '-').replace('\xa0', ' ')
    return ' ' + ' '.join(re.sub(r'[^0-9a-z\u00c0-\u024f]+', ' ', s.lower()).split()) + ' '
def has(text, s): return norm(s) in text
truth = json.load(open(os.path.join(OUT, 'truth.json')))
params = json.load(open(os.path.join(HERE, 'photo_params.json')))
fails = 0; n = 0
def ok(cond, msg):
    global fails, n
    n += 1
    if not cond: fails += 1; print('FAIL', msg)
assert len(truth) == 20, len(truth)
by_id = {}
for e in truth:
    by_id.setdefault(e['id'], []).append(e)
for i, es in sorted(by_id.items()):
    ok(len(es) == 2 and es[0]['expected'] == es[1]['expected'], f'{i}: two entries sharing expected')
    x = es[0]['expected']
    ok(list(x.keys()) == KEYS, f'{i}: expected keys')
    t = norm(open(os.path.join(HERE, 'text', i + '.txt'), encoding='utf-8').read())
    for k in ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'civil_number', 'court_name',
              'customer_street', 'customer_city', 'customer_zip_code']:
        v = x[k]
        if v is None: continue
        good = has(t, v)
        if not good and k == 'customer_name':   # "Last, First M." printing
            w = v.split(); good = has(t, ' '.join([w[-1]] + w[:-1]))
        ok(good, f'{i}: {k} {v!r} not in page text')
    ok(has(t, STATES[x['customer_state']]) or has(t, x['customer_state']), f'{i}: customer_state')
    ok(has(t, STATES[x['lawsuit_state']]) or has(t, x['lawsuit_state']), f'{i}: lawsuit_state')
    ok(re.fullmatch(r'\d{5}', x['customer_zip_code']) is not None, f'{i}: zip 5 digits')
    amt = '{:,.2f}'.format(x['lawsuit_amount'])
    ok(has(t, amt), f'{i}: amount {amt} not in page text')
    if x['civil_number'] is None: ok(x['court_name'] is None, f'{i}: court without case')
    ok(isinstance(x['determine_if_lawsuit_exists'], bool), f'{i}: bool')
    for e in es:
        f = os.path.join(OUT, e['file']); ok(os.path.exists(f), f'{e["file"]} missing')
        if not os.path.exists(f): continue
        size = subprocess.run(['/usr/bin/identify', '-format', '%wx%h', f], capture_output=True, text=True).stdout.strip()
        want = '1700x2200' if e['clean'] else '%dx%d' % tuple(params[i]['size'])
        ok(size == want, f'{e["file"]}: size {size} != {want}')
        if not e['clean']:
            ok(want == ('1200x1600' if int(i) % 3 == 0 else '1600x2133'), f'{e["file"]}: size rule')
print(f'{n} checks, {fails} failures'); sys.exit(1 if fails else 0)
