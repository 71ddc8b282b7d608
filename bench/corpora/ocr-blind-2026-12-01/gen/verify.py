#!/usr/bin/env python3
"""Structural checks: 60 images exist with sane sizes, truth.json parses, 60 entries, 13 expected keys each."""
import json, os, subprocess, sys
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = {'customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount',
        'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code',
        'determine_if_lawsuit_exists'}
errs = []
files = [f'{i:02d}-{k}' for i in range(1, 31) for k in ('clean.png', 'photo.jpg')]
for f in files:
    p = os.path.join(D, f)
    if not os.path.isfile(p) or os.path.getsize(p) < 50000:
        errs.append(f'missing/small {f}'); continue
    wh = subprocess.run(['identify', '-format', '%w %h', p], capture_output=True, text=True).stdout.split()
    w, h = int(wh[0]), int(wh[1])
    if f.endswith('clean.png') and (w, h) != (1700, 2200): errs.append(f'{f} size {w}x{h}')
    if f.endswith('photo.jpg') and not (1150 <= w <= 1750): errs.append(f'{f} width {w}')
t = json.load(open(os.path.join(D, 'truth.json')))
if len(t) != 60: errs.append(f'truth entries {len(t)}')
if sorted(e['file'] for e in t) != sorted(files): errs.append('truth file list mismatch')
for e in t:
    ex = e.get('expected', {})
    if set(ex) != KEYS: errs.append(f"{e['file']} keys {sorted(set(ex) ^ KEYS)}")
    if not isinstance(ex.get('lawsuit_amount'), (int, float)): errs.append(f"{e['file']} amount type")
    if not isinstance(ex.get('determine_if_lawsuit_exists'), bool): errs.append(f"{e['file']} bool")
    if e['clean'] != e['file'].endswith('clean.png'): errs.append(f"{e['file']} clean flag")
states = {e['state'] for e in t}
print(f"images: {len(files)}  truth entries: {len(t)}  distinct states: {len(states)}  "
      f"lawsuit true: {sum(e['expected']['determine_if_lawsuit_exists'] for e in t[::2])}/30")
print('OK' if not errs else '\n'.join(errs))
sys.exit(1 if errs else 0)
