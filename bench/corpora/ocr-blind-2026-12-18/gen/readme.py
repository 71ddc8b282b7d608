# Writes README.md from truth.json, photos.json and fonts_used.json (so the table cannot drift).
import json, os
G = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(G)
T = json.load(open(f'{OUT}/truth.json')); P = {p['n']: p for p in json.load(open(f'{G}/photos.json'))}
FEAT = {}
for line in open(f'{G}/data.js'):
    pass
LAYOUT = {
 'boxcap': 'court title (with seal on some) over a caption boxed in a double-ruled frame, parties left, case number/title right; clerk address and jurisdictional limit in the footer',
 'pleading': 'numbered pleading paper (34 line numbers, rules left and right), attorney block at top, e-filing envelope stamp, footer with title, case no., court phone and "Page 1 of 1"',
 'shaded': 'one-table form with grey shaded label cells (small caps labels 7 pt) and values beside them; several are filled in a handwriting-style font',
 'carbon': 'carbonless-style form on tinted paper, values written in a handwriting-style font above the rule with the label printed beneath ("Defendant" under the line); case no. box top right',
 'sentence': 'court name in letter-spaced small caps, parties as one sentence ("X, Plaintiff, against Y, Defendant."), title underlined, service address indented',
 'banner': 'court name in a dark banner of small caps; "Case No." in 6 pt above the number inside a box at the top right; plaintiff/defendant side by side with rule bars',
 'vertical': 'court name set vertically in a left-hand column; attorney block top left; caption with a vertical divider',
 'twocol': 'two defendants side by side in two boxed columns; plaintiff above',
 'warrant': 'Tennessee-style civil warrant in a ruled frame, officer\'s return at the foot, claim table',
 'bilingual': 'summons with a Spanish first half (CITATORIO) and an English second half, seal beside the heading',
 'ndcap': 'North Dakota two-column heading (state/county left, court/district right), e-filing stamp at top, signature block at right',
 'letter': 'collection-agency letter with a validation-style table, settlement offer and a detachable payment coupon at the foot repeating the address and reference number',
 'letter2': 'letter with a logo block and a balance itemisation table (agency), or a law-firm letterhead letter announcing a filed suit with court and file number (MN)',
}
rows = []
for e in T:
    if not e['clean']: continue
    n = int(e['id']); x = e['expected']; p = P[n]
    fx = [k for k in ['special'] if p.get(k)]
    rows.append(f"| {e['id']} | {e['state']} | {e['kind']} | {e['layout']} | {e['font']} | {x['civil_number'] or '—'} | {x['court_name'] or '—'} | {x['customer_name']} | {x['plaintiff_name']} | {x['law_firm_name'] or '—'} | {x['lawsuit_amount']:.2f} | {p['size'][0]}×{p['size'][1]}, q{p['quality']}, {p['rotation_deg']}°, page {p['page_height_frac']*100:.0f}% {('· '+p['special']) if p['special'] else ''}{' · shadow band' if p['band'] else ''} |")
tmpl = open(f'{G}/README.template.md').read()
lay = '\n'.join(f'- `{k}` — {v}' for k, v in LAYOUT.items())
open(f'{OUT}/README.md', 'w').write(tmpl.replace('{{LAYOUTS}}', lay).replace('{{TABLE}}', '\n'.join(rows)))
print('README written', len(rows), 'rows')
