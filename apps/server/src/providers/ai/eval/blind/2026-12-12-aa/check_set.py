#!/usr/bin/env python3
"""Format and coverage checks for set AA (questions.jsonl). Standard library only."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ['id','lang','account_lang','account_state','topic','question','must_say','should_say','must_not_say']
TARGET = {  # topic: (en, es)
 'lawsuit_answer_deadline': (6,3), 'judgment_after_default': (5,2), 'garnishment_exempt_income': (4,2),
 'exemptions_and_property': (4,2), 'bank_levy': (2,2), 'collector_contact_rules': (3,2),
 'validation_disputes': (2,1), 'time_barred_debt': (2,1), 'settlement_and_payment_plans': (3,2),
 'credit_reporting': (2,1), 'scams_and_identity_theft': (2,1), 'spouses_cosigners_and_deceased': (3,1),
 'out_of_scope': (2,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
rows = []
with open(os.path.join(HERE, 'questions.jsonl'), encoding='utf-8') as f:
    for n, line in enumerate(f, 1):
        if not line.strip(): errs.append(f"line {n}: blank line"); continue
        try: o = json.loads(line)
        except Exception as e: errs.append(f"line {n}: bad JSON {e}"); continue
        rows.append(o)
        if list(o.keys()) != KEYS: errs.append(f"line {n}: keys {list(o.keys())} != {KEYS}")
        i = o.get('id','?')
        m = re.fullmatch(r'Q-(EN|ES)-(\d\d)', i)
        if not m: errs.append(f"{i}: bad id")
        elif o['lang'] != m.group(1).lower(): errs.append(f"{i}: lang does not match id")
        if o.get('lang') not in ('en','es'): errs.append(f"{i}: lang")
        if o.get('lang') != o.get('account_lang'): errs.append(f"{i}: lang != account_lang")
        if o.get('account_state') not in STATES: errs.append(f"{i}: account_state {o.get('account_state')}")
        if o.get('topic') not in TARGET: errs.append(f"{i}: topic {o.get('topic')}")
        if not isinstance(o.get('question'), str) or len(o['question']) < 20: errs.append(f"{i}: question")
        for k in ('must_say','should_say','must_not_say'):
            v = o.get(k)
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v): errs.append(f"{i}: {k} must be a list of non-empty strings")
        if not o.get('must_say'): errs.append(f"{i}: must_say empty")
        if not o.get('must_not_say'): errs.append(f"{i}: must_not_say empty")
        for s in o.get('must_not_say', []):
            if not (s.startswith('[unsafe] ') or s.startswith('[wrong] ')): errs.append(f"{i}: must_not_say entry not tagged: {s[:40]}")
        if o.get('topic') == 'out_of_scope' and o.get('lang') == 'es': errs.append(f"{i}: out_of_scope should be English only")
ids = [o['id'] for o in rows]
exp_ids = [f"Q-EN-{k:02d}" for k in range(1,41)] + [f"Q-ES-{k:02d}" for k in range(1,21)]
if ids != exp_ids: errs.append(f"ids not exactly Q-EN-01..40, Q-ES-01..20 in order (missing {sorted(set(exp_ids)-set(ids))}, extra {sorted(set(ids)-set(exp_ids))})")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
qs = [o['question'].strip().lower() for o in rows]
if len(set(qs)) != len(qs): errs.append("duplicate question text")
cnt = collections.Counter((o['topic'], o['lang']) for o in rows)
print(f"{'topic':34} en es  (target)")
for t, (e, s) in TARGET.items():
    ce, cs = cnt[(t,'en')], cnt[(t,'es')]
    flag = '' if (ce, cs) == (e, s) else '  <-- differs'
    print(f"{t:34} {ce:2} {cs:2}  ({e}/{s}){flag}")
    if abs(ce-e) > 1 or abs(cs-s) > 1: errs.append(f"topic {t}: {ce}/{cs} far from target {e}/{s}")
ne = sum(1 for o in rows if o['lang']=='en'); ns = sum(1 for o in rows if o['lang']=='es')
print(f"total en={ne} es={ns}")
if (ne, ns) != (40, 20): errs.append("need 40 en + 20 es")
print("account_state values:", dict(sorted(collections.Counter(o['account_state'] for o in rows).items())))
for fn in ('GRADING.md','README.md','verify_dates.py'):
    if not os.path.exists(os.path.join(HERE, fn)): errs.append(f"missing {fn}")
if errs:
    print("\nFAIL"); [print("  -", e) for e in errs]; sys.exit(1)
print("\nALL FORMAT CHECKS PASS")
