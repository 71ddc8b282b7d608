#!/usr/bin/env python3
"""Check truth.json against the rendered pages: every truth string must occur in Chromium's innerText
(gen/text/NN.txt, punctuation-normalised) and every image must exist with its expected pixel size."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount',
        'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code',
        'determine_if_lawsuit_exists']
SMALL = {'03', '06', '09'}
SUFFIX = {'jr', 'sr', 'ii', 'iii', 'iv'}

def norm(s):
    s = unicodedata.normalize('NFKC', s).lower()
    return ' ' + ' '.join(re.sub(r'[\W_]+', ' ', s).split()) + ' '

def name_forms(n):
    t = norm(n).split(); suf = [x for x in t if x in SUFFIX]; core = [x for x in t if x not in SUFFIX]
    forms = [' '.join(t)]
    forms.append(' '.join([core[-1]] + core[:-1] + suf))          # Last First Middle Jr
    forms.append(' '.join([core[-1]] + suf + core[:-1]))          # Last Jr First Middle
    return forms

errors, ok = [], 0
truth = json.load(open(os.path.join(ROOT, 'truth.json')))
if len(truth) != 20: errors.append(f'truth.json has {len(truth)} entries, expected 20')
by_id = {}
for e in truth:
    f, i, exp = e['file'], e['id'], e['expected']
    if sorted(exp) != sorted(KEYS): errors.append(f'{f}: expected keys differ')
    if i in by_id and by_id[i] != exp: errors.append(f'{f}: expected differs between the two images of {i}')
    by_id[i] = exp
    want = '1700x2200' if f.endswith('clean.png') else ('1200x1600' if i in SMALL else '1600x2133')
    p = os.path.join(ROOT, f)
    if not os.path.exists(p): errors.append(f'{f}: missing'); continue
    got = subprocess.run(['identify', '-format', '%wx%h', p], capture_output=True, text=True).stdout.strip()
    if got != want: errors.append(f'{f}: size {got}, expected {want}')
    else: ok += 1
for i, exp in sorted(by_id.items()):
    text = norm(open(os.path.join(HERE, 'text', f'{i}.txt'), encoding='utf-8').read())
    notes = []
    for k in KEYS:
        v = exp[k]
        if v is None or isinstance(v, bool): continue
        if k == 'lawsuit_amount': cands = [f'{v:,.2f}']
        elif k == 'customer_name': cands = name_forms(v)
        else: cands = [str(v)]
        hit = next((c for c in cands if norm(c) in text), None)
        if hit is None: errors.append(f'{i}: {k} = {v!r} not found in page text')
        else:
            ok += 1
            if k == 'customer_name' and norm(hit) != norm(v): notes.append(f'name printed reordered as "{hit}"')
    if not re.fullmatch(r'\d{5}', exp['customer_zip_code']): errors.append(f'{i}: zip not 5 digits')
    if (exp['civil_number'] is None) != (exp['court_name'] is None): errors.append(f'{i}: civil_number/court_name nullness differs')
    if exp['determine_if_lawsuit_exists'] != (exp['civil_number'] is not None): errors.append(f'{i}: lawsuit flag inconsistent')
    print(f'{i}: ok' + (f' ({"; ".join(notes)})' if notes else ''))
print(f'{ok} checks passed, {len(errors)} errors')
for e in errors: print('ERROR', e)
sys.exit(1 if errors else 0)
