#!/usr/bin/env python3
"""Write ../truth.json (20 entries) from data.json."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
data = json.load(open(os.path.join(HERE, 'data.json')))
out = []
for d in data:
    for clean in (True, False):
        out.append({'file': f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", 'id': d['id'], 'state': d['state'],
                    'kind': d['kind'], 'layout': d['layout'], 'font': d['font'], 'clean': clean, 'expected': d['e']})
json.dump(out, open(os.path.join(os.path.dirname(HERE), 'truth.json'), 'w'), indent=1)
print(len(out), 'entries')
