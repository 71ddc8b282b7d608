#!/usr/bin/env python3
"""Format checks for set AB questions.jsonl."""
import json, os, sys, collections
HERE=os.path.dirname(os.path.abspath(__file__))
KEYS=["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS={"lawsuit_answer_deadline":(6,3),"judgment_after_default":(5,2),"garnishment_exempt_income":(4,2),
 "exemptions_and_property":(4,2),"bank_levy":(2,2),"collector_contact_rules":(3,2),"validation_disputes":(2,1),
 "time_barred_debt":(2,1),"settlement_and_payment_plans":(3,2),"credit_reporting":(2,1),
 "scams_and_identity_theft":(2,1),"spouses_cosigners_and_deceased":(3,1),"out_of_scope":(2,0)}
STATES=set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs=[]
rows=[]
for i,l in enumerate(open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8"),1):
    try: o=json.loads(l)
    except Exception as e: errs.append(f"line {i}: bad JSON {e}"); continue
    rows.append(o)
    if list(o.keys())!=KEYS and set(o.keys())!=set(KEYS): errs.append(f"line {i}: keys {list(o.keys())}")
    if set(o.keys())!=set(KEYS): continue
    if o["lang"]!=o["account_lang"] or o["lang"] not in("en","es"): errs.append(f"{o['id']}: lang")
    exp="en" if o["id"].startswith("Q-EN-") else "es"
    if o["lang"]!=exp: errs.append(f"{o['id']}: id/lang mismatch")
    if o["account_state"] not in STATES: errs.append(f"{o['id']}: state {o['account_state']}")
    if o["topic"] not in TOPICS: errs.append(f"{o['id']}: topic {o['topic']}")
    if not isinstance(o["question"],str) or len(o["question"])<40: errs.append(f"{o['id']}: question")
    for k in("must_say","should_say","must_not_say"):
        if not isinstance(o[k],list) or not all(isinstance(s,str) and s.strip() for s in o[k]): errs.append(f"{o['id']}: {k} not list of str")
    if len(o["must_say"])<1: errs.append(f"{o['id']}: empty must_say")
    if len(o["must_not_say"])<1: errs.append(f"{o['id']}: empty must_not_say")
    for s in o["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): errs.append(f"{o['id']}: must_not_say prefix: {s[:40]}")
ids=[o["id"] for o in rows]
want=[f"Q-EN-{i:02d}" for i in range(1,41)]+[f"Q-ES-{i:02d}" for i in range(1,21)]
if ids!=want: errs.append(f"ids not exactly Q-EN-01..40, Q-ES-01..20 in order (missing {set(want)-set(ids)}, extra {set(ids)-set(want)})")
if len(set(ids))!=len(ids): errs.append("duplicate ids")
c=collections.Counter((o["topic"],o["lang"]) for o in rows)
print(f"{'topic':34s} en(target) es(target)")
for t,(e,s) in TOPICS.items():
    print(f"{t:34s} {c[(t,'en')]:2d} ({e})    {c[(t,'es')]:2d} ({s})")
    if abs(c[(t,'en')]-e)>1 or abs(c[(t,'es')]-s)>1: errs.append(f"topic {t} far from target")
print("total", len(rows), "en", sum(o['lang']=='en' for o in rows), "es", sum(o['lang']=='es' for o in rows))
print("account states:", len({o['account_state'] for o in rows}), sorted({o['account_state'] for o in rows}))
for e in errs: print("ERROR:",e)
print("OK" if not errs else f"{len(errs)} errors")
if errs: sys.exit(1)

# ---- arithmetic behind the numbers key (GRADING.md) ----
def num_checks():
    bad=[]
    fed=7.25*30*2                       # two-week federal floor
    if not (min(1100*0.25, 1100-fed)==275 and fed==435): bad.append("EN-14")
    if min(2150, 1420*2)!=2150: bad.append("EN-21")
    if 4800/200!=24: bad.append("EN-30")
    if not (6250*0.40==2500 and 6250-2500==3750 and 18000-11000==7000 and 7000>=3750): bad.append("EN-31")
    if 1200*0.10!=120 or 300/1200!=0.25: bad.append("ES-07")
    ins=9000-7000
    if not (7300-2500==4800 and ins==2000 and 4800-min(ins,4800)==2800): bad.append("ES-17")
    return bad
_b=num_checks()
print("numbers key:", "OK" if not _b else f"BAD {_b}")
if _b: sys.exit(1)
