#!/usr/bin/env python3
"""Truth check: every expected string must occur in the page's Chromium innerText (gen/text/NN.txt),
punctuation-normalised; amounts are looked for as printed money (1,234.56); every image must exist with its size."""
import json, os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
        'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists']
STATES = {'WA': 'Washington', 'AZ': 'Arizona', 'UT': 'Utah', 'TN': 'Tennessee', 'AL': 'Alabama', 'VA': 'Virginia',
          'PA': 'Pennsylvania', 'WI': 'Wisconsin', 'CO': 'CO', 'TX': 'TX'}


def norm(s):
    s = unicodedata.normalize('NFC', s).lower().replace('\u2019', "'")
    s = re.sub(r"[^\w]+", ' ', s)  # punctuation and whitespace -> single space (accented letters kept)
    return ' ' + s.strip() + ' '


def has(text, s):
    return norm(s) in text


truth = json.load(open(os.path.join(OUT, 'truth.json')))
errors = []
if len(truth) != 20:
    errors.append(f'truth has {len(truth)} entries, want 20')
by_id = {}
for e in truth:
    by_id.setdefault(e['id'], []).append(e)
    if sorted(e['expected']) != sorted(KEYS):
        errors.append(f"{e['file']}: expected keys differ")
    want = (1700, 2200) if e['clean'] else None
    f = os.path.join(OUT, e['file'])
    if not os.path.exists(f):
        errors.append(f'{e["file"]}: missing'); continue
    w, h = map(int, subprocess.run(['identify', '-format', '%w %h', f], capture_output=True, text=True).stdout.split())
    if want is None:
        n = int(e['id'])
        want = (1200, 1600) if n % 3 == 0 else (1600, 2133)
    if (w, h) != want:
        errors.append(f'{e["file"]}: size {w}x{h}, want {want[0]}x{want[1]}')
for i, (a, b) in sorted(by_id.items()):
    if len((a, b)) != 2 or a['expected'] != b['expected']:
        errors.append(f'{i}: clean and photo entries do not share expected')
    ex = a['expected']
    text = norm(open(os.path.join(HERE, 'text', f'{i}.txt'), encoding='utf-8').read())
    for k, v in ex.items():
        if v is None or isinstance(v, bool):
            continue
        if k == 'lawsuit_amount':
            ok = has(text, f'{v:,.2f}')
        elif k == 'customer_name':
            parts = v.split()
            suffix = [p for p in parts if p.rstrip('.') in ('Jr', 'Sr', 'II', 'III', 'IV')]
            core = [p for p in parts if p not in suffix]
            rev = core[-1] + ', ' + ' '.join(core[:-1]) + (' ' + ' '.join(suffix) if suffix else '')
            ok = has(text, v) or has(text, rev)
        elif k in ('lawsuit_state', 'customer_state'):
            ok = has(text, v) or has(text, STATES.get(v, v))
        else:
            ok = has(text, v)
        if not ok:
            errors.append(f'{i}: {k}={v!r} not found in page text')
    if ex['civil_number'] is None and ex['determine_if_lawsuit_exists']:
        errors.append(f'{i}: suit without civil number')
print('\n'.join(errors) if errors else 'OK: 20 entries, 20 images with the right sizes, every truth string found in its page text')
sys.exit(1 if errors else 0)
