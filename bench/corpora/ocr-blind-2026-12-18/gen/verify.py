# Checks: 60 images exist with sane sizes, truth.json has 60 entries in pairs, every truth string found in page text.
import json, os
from PIL import Image
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
T = json.load(open(f'{OUT}/truth.json')); C = {c['n']: c for c in json.load(open(f'{OUT}/gen/check.json'))}
P = {p['n']: p for p in json.load(open(f'{OUT}/gen/photos.json'))}
bad = 0
assert len(T) == 60, len(T)
for e in T:
    f = f"{OUT}/{e['file']}"
    if not os.path.exists(f): print('MISSING', f); bad += 1; continue
    im = Image.open(f); w, h = im.size; kb = os.path.getsize(f)//1024
    n = int(e['id'])
    if e['clean']: ok = (w, h) == (1700, 2200)
    else: ok = w == (1200 if n % 3 == 0 else 1600) and 0.75 <= P[n]['page_height_frac'] <= 0.93 and kb > 50
    if not ok: print('BAD SIZE', e['file'], w, h, kb); bad += 1
for n in range(1, 31):
    a, b = [e for e in T if int(e['id']) == n]
    if a['expected'] != b['expected']: print('expected differs', n); bad += 1
    if C[n]['bad']: print('truth not in text', n, C[n]['bad']); bad += 1
print('images:', sum(os.path.exists(f"{OUT}/{e['file']}") for e in T), 'problems:', bad)
