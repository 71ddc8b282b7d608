#!/usr/bin/env python3
"""Check truth.json against the rendered pages and the image files.
- every truth string must appear in the page's Chromium innerText (gen/text/NN.txt), punctuation-normalised
  (lower case, every non-letter/digit -> space, spaces collapsed). civil_number may also match with all spaces
  removed (split over two lines / two boxes). customer_name may match with tokens rotated (printed "Last, First").
- lawsuit_amount must appear formatted as 1,234.56; lawsuit_state/customer_state as a word.
- every image exists with its size (clean 1700x2200; photo as given in data.js)."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
truth = json.load(open(os.path.join(OUT, 'truth.json')))
docs = {d['id']: d for d in json.loads(subprocess.check_output(['node', '-e', 'console.log(JSON.stringify(require("./data.js")))'], cwd=HERE))}
KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name',
        'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists']
def norm(s):
    s = unicodedata.normalize('NFC', s).lower()
    return ' ' + ' '.join(re.sub(r'[^\w]+', ' ', s).split()) + ' '
fails = 0; checked = 0
for t in truth:
    e = t['expected']
    if sorted(e) != sorted(KEYS):
        print('FAIL keys', t['file']); fails += 1
    img = os.path.join(OUT, t['file'])
    want = (1700, 2200) if t['clean'] else (docs[t['id']]['photo']['w'], docs[t['id']]['photo']['h'])
    if not os.path.exists(img):
        print('FAIL missing', t['file']); fails += 1
    else:
        got = tuple(map(int, subprocess.check_output(['identify', '-format', '%w %h', img]).split()))
        if got != want:
            print('FAIL size', t['file'], got, want); fails += 1
    if not t['clean']:
        continue  # the two images of a document share the page text
    text = open(os.path.join(HERE, 'text', t['id'] + '.txt'), encoding='utf-8').read()
    nt = norm(text); ns = nt.replace(' ', '')
    for k in KEYS:
        v = e[k]
        if v is None or isinstance(v, bool):
            continue
        checked += 1
        if k == 'lawsuit_amount':
            ok = f'{v:,.2f}' in text
        else:
            nv = norm(str(v)); ok = nv in nt
            if not ok and k == 'civil_number':
                ok = nv.replace(' ', '') in ns
            if not ok and k == 'customer_name':
                tok = nv.split(); suf = tok[-1] if tok[-1] in ('jr', 'sr', 'ii', 'iii', 'iv') else None
                core = tok[:-1] if suf else tok
                for i in range(1, len(core)):
                    rot = core[i:] + core[:i] + ([suf] if suf else [])
                    if norm(' '.join(rot)) in nt:
                        ok = True; break
        print(('ok  ' if ok else 'FAIL'), t['id'], k, repr(v))
        if not ok:
            fails += 1
print(f'{len(truth)} images, {checked} truth values checked, {fails} failures')
sys.exit(1 if fails else 0)
