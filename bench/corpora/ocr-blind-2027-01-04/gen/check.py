#!/usr/bin/env python3
"""Write ../truth.json from data.json and check every truth string against Chromium innerText (out/NN.txt)
and every image's existence and size."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
docs = json.load(open(os.path.join(HERE, 'data.json')))
KEYS = ["customer_name","plaintiff_name","law_firm_name","lawyer_email","lawsuit_state","lawsuit_amount","civil_number",
        "court_name","customer_street","customer_city","customer_state","customer_zip_code","determine_if_lawsuit_exists"]
def norm(s):
    s = s.lower().replace('\u2019', "'").replace('\u2013', '-').replace('\u2014', '-')
    s = re.sub(r"[^a-z0-9&$@%/#'\-\u00c0-\u024f]+", ' ', s)   # drop punctuation: . , ; : ( ) quotes etc.
    s = s.replace("'", '')
    return ' '.join(s.split())
truth, errors = [], 0
for d in docs:
    e = d['expected']; assert list(e) == KEYS, d['id']
    text = open(os.path.join(HERE, 'out', d['id'] + '.txt')).read()
    nt = norm(text); ns = nt.replace(' ', '')
    for k in KEYS:
        v = e[k]
        if v is None or isinstance(v, bool): continue
        if k == 'lawsuit_amount': cands = [f"{v:,.2f}"]
        elif k == 'lawsuit_state' and d['kind'].startswith('collection letter') and not e['determine_if_lawsuit_exists']:
            cands = [v]
        else: cands = [v] + d.get('alt', {}).get(k, [])
        ok = any(norm(c) in nt for c in cands)
        how = 'direct'
        if not ok and k == 'civil_number' and any(norm(c).replace(' ', '') in ns for c in cands):
            ok, how = True, 'split (whitespace removed)'
        if not ok: print(f"FAIL {d['id']} {k}: {v!r}"); errors += 1
        elif how != 'direct' or (cands[1:] and not norm(v) in nt):
            print(f"ok   {d['id']} {k}: {v!r} via {how}{' / printed as ' + repr(cands[1:]) if cands[1:] else ''}")
    # lawsuit_state for a letter is the consumer's state; must equal customer_state
    if not e['determine_if_lawsuit_exists']: assert e['lawsuit_state'] == e['customer_state']
    for clean, ext in ((True, 'png'), (False, 'jpg')):
        fn = f"{d['id']}-{'clean' if clean else 'photo'}.{ext}"
        want = '1700x2200' if clean else d['photo']['size']
        p = os.path.join(ROOT, fn)
        got = subprocess.run(['identify', '-format', '%wx%h', p], capture_output=True, text=True).stdout if os.path.exists(p) else 'missing'
        if got != want: print(f"FAIL {fn}: size {got} != {want}"); errors += 1
        truth.append({"file": fn, "id": d['id'], "state": d['state'], "kind": d['kind'], "layout": d['layout'],
                      "font": d['font'], "clean": clean, "expected": e})
json.dump(truth, open(os.path.join(ROOT, 'truth.json'), 'w'), indent=1, ensure_ascii=False)
print(f"{len(truth)} truth entries, {errors} errors")
sys.exit(1 if errors else 0)
