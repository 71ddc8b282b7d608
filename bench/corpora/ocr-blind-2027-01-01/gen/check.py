#!/usr/bin/env python3
"""Check truth.json: keys, every truth string in the rendered innerText (punctuation-normalised), images and sizes."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount',
        'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code',
        'determine_if_lawsuit_exists']
norm = lambda s: ' ' + ' '.join(re.sub(r'[^a-z0-9@]+', ' ', s.lower()).split()) + ' '
def name_variants(n):
    parts = n.split(); suf = [p for p in parts if p in ('Jr.', 'Sr.', 'II', 'III', 'IV')]
    core = [p for p in parts if p not in suf]
    return [n, ' '.join([core[-1]] + core[:-1] + suf)]  # "Last, First Middle" prints
truth = json.load(open(os.path.join(ROOT, 'truth.json')))
errs = []; ok = 0
if len(truth) != 20: errs.append(f'truth has {len(truth)} entries, want 20')
for t in truth:
    e = t['expected']
    if sorted(e) != sorted(KEYS): errs.append(f"{t['file']}: keys {sorted(e)}")
    f = os.path.join(ROOT, t['file'])
    if not os.path.exists(f): errs.append(f'{f} missing'); continue
    sz = subprocess.run(['identify', '-format', '%wx%h', f], capture_output=True, text=True).stdout.strip()
    want = '1700x2200' if t['clean'] else ('1200x1600' if int(t['id']) % 3 == 0 else '1600x2133')
    if sz != want: errs.append(f"{t['file']}: size {sz} want {want}")
    txt = norm(open(os.path.join(HERE, 'text', t['id'] + '.txt')).read())
    for k in KEYS:
        v = e[k]
        if v is None or isinstance(v, bool): continue
        if k == 'lawsuit_amount': cands = [f'{v:,.2f}']
        elif k == 'customer_name': cands = name_variants(v)
        else: cands = [str(v)]
        if any(norm(c) in txt for c in cands): ok += 1
        else: errs.append(f"{t['file']}: {k}={v!r} not in page text")
    if e['customer_zip_code'] and not re.fullmatch(r'\d{5}', e['customer_zip_code']): errs.append(f"{t['file']}: zip")
    pair = [u for u in truth if u['id'] == t['id']]
    if len(pair) != 2 or pair[0]['expected'] != pair[1]['expected']: errs.append(f"{t['id']}: pair mismatch")
for x in errs: print('FAIL', x)
print(f'{ok} value checks passed, {len(errs)} failures, {len(truth)} entries')
sys.exit(1 if errs else 0)
