#!/usr/bin/env python3
"""Format and coverage checks for set AL part-1 questions.jsonl."""
import json, re, sys, collections
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property","bank_levy",
 "collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans","credit_reporting",
 "scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
COURT_STATE = {"P1-EN-01":"OR","P1-EN-02":"AR","P1-EN-03":"MT","P1-EN-04":"GA","P1-EN-05":"TN","P1-EN-06":"AK","P1-EN-07":"VA","P1-EN-08":"WY",
 "P1-EN-09":"WI","P1-EN-10":"ID","P1-EN-11":"MN","P1-EN-12":"WY","P1-EN-13":"HI","P1-EN-14":"RI","P1-EN-15":"VT","P1-EN-16":"AL","P1-EN-17":"IN",
 "P1-EN-18":"IA","P1-EN-19":"ID","P1-EN-20":"IN","P1-ES-01":"MN","P1-ES-02":"DE","P1-ES-03":"IN","P1-ES-04":"OK","P1-ES-05":"AK","P1-ES-06":"WI",
 "P1-ES-07":"OK","P1-ES-08":"GA","P1-ES-09":"AL","P1-ES-10":"VT"}
errs = []
rows = [json.loads(l) for l in open("questions.jsonl", encoding="utf-8") if l.strip()]
ids = [r.get("id") for r in rows]
exp = [f"P1-EN-{i:02d}" for i in range(1,21)] + [f"P1-ES-{i:02d}" for i in range(1,11)]
if ids != exp: errs.append(f"ids/order mismatch: {ids}")
for r in rows:
    i = r.get("id")
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["lang"] != r["account_lang"] or r["lang"] not in ("en","es"): errs.append(f"{i}: lang")
    if (r["lang"] == "es") != i.startswith("P1-ES"): errs.append(f"{i}: lang vs id")
    if r["account_state"] not in STATES: errs.append(f"{i}: account_state")
    if r["topic"] not in TOPICS: errs.append(f"{i}: topic")
    if not isinstance(r["question"], str) or len(r["question"]) < 40: errs.append(f"{i}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(r[k], list) or not all(isinstance(x,str) and x.strip() for x in r[k]): errs.append(f"{i}: {k} not list of str")
    if len(r["must_say"]) < 1: errs.append(f"{i}: empty must_say")
    if len(r["must_not_say"]) < 1: errs.append(f"{i}: empty must_not_say")
    for x in r["must_not_say"]:
        if not re.match(r"^\[(unsafe|wrong)\] ", x): errs.append(f"{i}: bad must_not_say tag: {x[:40]}")
tc = collections.Counter(r["topic"] for r in rows)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: errs.append(f"topic {t}: {tc[t]} < {need}")
if tc["out_of_scope"] > 2: errs.append("too many out_of_scope")
for lg in ("en","es"):
    if len({r["topic"] for r in rows if r["lang"]==lg}) < 5: errs.append(f"{lg}: too few topics")
courts = set(COURT_STATE.values())
if len(courts) < 10: errs.append("fewer than 10 court states")
diff_es = [r["id"] for r in rows if r["lang"]=="es" and r["account_state"] != COURT_STATE[r["id"]]]
if len(diff_es) < 2: errs.append("too few ES items with account_state != court state")
print("items:", len(rows), dict(collections.Counter(r["lang"] for r in rows)))
print("topics:", dict(tc))
print("court states:", len(courts), sorted(courts))
print("ES items with account_state != court state:", diff_es)
print("ERRORS:" if errs else "FORMAT OK", *errs, sep="\n")
sys.exit(1 if errs else 0)
