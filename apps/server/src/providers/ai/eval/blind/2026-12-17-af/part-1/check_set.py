#!/usr/bin/env python3
"""Format checks for set AF part 1 (questions.jsonl). Standard library only."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip():
            errs.append(f"line {i}: blank line"); continue
        try:
            it = json.loads(line)
        except Exception as e:
            errs.append(f"line {i}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS:
            errs.append(f"line {i}: keys {list(it.keys())}")
            continue
        iid = it["id"]
        if it["lang"] != it["account_lang"] or it["lang"] not in ("en", "es"):
            errs.append(f"{iid}: lang/account_lang")
        if not re.fullmatch(r"Q-(EN|ES)-\d\d", iid) or iid[2:4].lower() != it["lang"]:
            errs.append(f"{iid}: id pattern/lang")
        if it["account_state"] not in STATES: errs.append(f"{iid}: account_state")
        if it["topic"] not in TOPICS: errs.append(f"{iid}: topic")
        if not isinstance(it["question"], str) or len(it["question"]) < 40: errs.append(f"{iid}: question")
        for k in ("must_say", "should_say", "must_not_say"):
            v = it[k]
            if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{iid}: {k} must be non-empty list of strings")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errs.append(f"{iid}: must_not_say entry lacks [unsafe]/[wrong]: {s[:40]}")
ids = [it["id"] for it in items]
want = [f"Q-EN-{n:02d}" for n in range(1, 21)] + [f"Q-ES-{n:02d}" for n in range(1, 11)]
if ids != want: errs.append(f"ids not exactly {want[0]}..{want[-1]} in order: {ids}")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
cnt = collections.Counter((it["topic"], it["lang"]) for it in items)
print(f"{len(items)} items: en={sum(1 for i in items if i['lang']=='en')} es={sum(1 for i in items if i['lang']=='es')}")
for t in sorted(TOPICS):
    print(f"  {t:32s} en={cnt[(t,'en')]} es={cnt[(t,'es')]}")
missing = [t for t in TOPICS if not any(i["topic"] == t for i in items)]
if missing: errs.append(f"topics missing: {missing}")
es_diff = [i["id"] for i in items if i["lang"] == "es" and i["id"] in ("Q-ES-01","Q-ES-02","Q-ES-04","Q-ES-09")]
print("  Spanish items whose account_state differs from the court state:", ", ".join(es_diff))
for e in errs: print("ERROR", e)
print("FORMAT OK" if not errs else f"{len(errs)} ERRORS")
sys.exit(1 if errs else 0)
