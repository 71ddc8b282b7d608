#!/usr/bin/env python3
"""Format checks for set AH part 1 questions.jsonl."""
import json, sys, collections
KEYS=["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS={"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property","bank_levy",
 "collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans","credit_reporting",
 "scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES=set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs=[]; items=[]
for n,line in enumerate(open("questions.jsonl",encoding="utf-8"),1):
    try: it=json.loads(line)
    except Exception as e: errs.append(f"line {n}: bad JSON {e}"); continue
    items.append(it)
    if list(it.keys())!=KEYS: errs.append(f"{it.get('id')}: keys {list(it.keys())}")
    if it["lang"]!=it["account_lang"] or it["lang"] not in ("en","es"): errs.append(f"{it['id']}: lang")
    if not it["id"].startswith("Q-"+it["lang"].upper()+"-"): errs.append(f"{it['id']}: id/lang mismatch")
    if it["account_state"] not in STATES: errs.append(f"{it['id']}: state")
    if it["topic"] not in TOPICS: errs.append(f"{it['id']}: topic")
    if not isinstance(it["question"],str) or len(it["question"])<40: errs.append(f"{it['id']}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(it[k],list) or not it[k] or not all(isinstance(s,str) and s.strip() for s in it[k]): errs.append(f"{it['id']}: {k}")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): errs.append(f"{it['id']}: must_not_say tag: {s[:40]}")
ids=[i["id"] for i in items]
exp=[f"Q-EN-{i:02d}" for i in range(1,21)]+[f"Q-ES-{i:02d}" for i in range(1,11)]
if ids!=exp: errs.append(f"ids not as expected: {ids}")
if len(set(ids))!=len(ids): errs.append("duplicate ids")
c=collections.Counter((i["topic"],i["lang"]) for i in items)
print("items:",len(items),"| en:",sum(i['lang']=='en' for i in items),"| es:",sum(i['lang']=='es' for i in items))
for t in sorted(TOPICS): print(f"  {t:32} en={c[(t,'en')]} es={c[(t,'es')]}")
print("account_states:",sorted(collections.Counter(i['account_state'] for i in items).items()))
print("errors:",len(errs)); [print("  ",e) for e in errs]
sys.exit(1 if errs else 0)
