#!/usr/bin/env python3
"""Truth check: every truth string appears in the page's Chromium innerText (gen/text/NN.txt, punctuation-
normalised, case-insensitive) and every image exists with the right pixel size."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
STATES = {'KY': 'Kentucky', 'NV': 'Nevada', 'MO': 'Missouri', 'SC': 'South Carolina', 'OR': 'Oregon', 'NJ': 'New Jersey',
          'LA': 'Louisiana', 'CT': 'Connecticut', 'TX': 'Texas', 'OH': 'Ohio', 'GA': 'Georgia'}
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
        'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists']
SUFFIX = {'jr', 'sr', 'ii', 'iii', 'iv'}
def norm(s):
    s = unicodedata.normalize('NFC', s).lower().replace('\u2019', "'")
    return ' ' + ' '.join(re.sub(r"[^\w@]+", ' ', s).split()) + ' '
def found(v, text):
    return norm(v) in text
def name_variants(n):
    t = n.split(); suf = [x for x in t if x.lower().strip('.') in SUFFIX]; core = [x for x in t if x not in suf]
    return [n, ' '.join([core[-1]] + core[:-1] + suf), ' '.join([core[-1]] + suf + core[:-1])]
truth = json.load(open(os.path.join(OUT, 'truth.json')))
fails, checked = [], 0
assert len(truth) == 20, 'need 20 entries'
for e in truth:
    x = e['expected']
    if sorted(x) != sorted(KEYS): fails.append(f"{e['file']}: key set {sorted(x)}")
    f = os.path.join(OUT, e['file'])
    want = '1700x2200' if e['clean'] else ('1200x1600' if e['id'] in ('03', '06', '09') else '1600x2133')
    if not os.path.exists(f): fails.append(f"{e['file']}: missing"); continue
    got = subprocess.run(['identify', '-format', '%wx%h', f], capture_output=True, text=True).stdout.strip()
    if got != want: fails.append(f"{e['file']}: size {got} != {want}")
    text = norm(open(os.path.join(HERE, 'text', e['id'] + '.txt'), encoding='utf-8').read())
    for k, v in x.items():
        if v is None or isinstance(v, bool): continue
        checked += 1
        if k == 'customer_name': ok = any(found(n, text) for n in name_variants(v))
        elif k == 'lawsuit_state': ok = found(v, text) or found(STATES[v], text)
        elif k == 'lawsuit_amount': ok = found(f'{v:,.2f}', text)
        else: ok = found(str(v), text)
        if not ok: fails.append(f"{e['file']}: {k}={v!r} not in page text")
    if x['customer_zip_code'] and not re.fullmatch(r'\d{5}', x['customer_zip_code']): fails.append(f"{e['file']}: zip")
# the two images of a document share expected
by = {}
for e in truth: by.setdefault(e['id'], []).append(json.dumps(e['expected'], sort_keys=True))
for i, v in by.items():
    if len(v) != 2 or v[0] != v[1]: fails.append(f'{i}: clean/photo expected differ')
print(f'{len(truth)} entries, {checked} string/number values checked, {len(fails)} failures')
for m in fails: print('FAIL', m)
sys.exit(1 if fails else 0)
