#!/usr/bin/env python3
"""Format checks for set AJ part 2 (questions.jsonl) plus the arithmetic of the numbers items."""
import json, os, sys, collections, re
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline":(3,2),"judgment_after_default":(3,1),"garnishment_exempt_income":(2,1),
 "exemptions_and_property":(2,1),"bank_levy":(1,1),"collector_contact_rules":(2,1),"validation_disputes":(1,1),
 "time_barred_debt":(1,0),"settlement_and_payment_plans":(2,1),"credit_reporting":(1,0),
 "scams_and_identity_theft":(1,1),"spouses_cosigners_and_deceased":(1,0),"out_of_scope":(1,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def err(m): errs.append(m)
rows = []
with open(os.path.join(HERE,"questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip(): err(f"line {i}: blank line"); continue
        try: o = json.loads(line)
        except Exception as e: err(f"line {i}: bad JSON {e}"); continue
        rows.append(o)
        if list(o.keys()) != KEYS: err(f"line {i}: keys {list(o.keys())}")
want_ids = [f"Q-EN-{n}" for n in range(21,41)] + [f"Q-ES-{n}" for n in range(11,21)]
ids = [o.get("id") for o in rows]
if ids != want_ids: err(f"ids not exactly {want_ids[0]}..{want_ids[-1]} in order: {ids}")
if len(set(ids)) != len(ids): err("duplicate ids")
for o in rows:
    i = o.get("id")
    lang = "en" if i.startswith("Q-EN") else "es"
    if o["lang"] != lang or o["account_lang"] != lang: err(f"{i}: lang/account_lang must be {lang}")
    if o["account_state"] not in STATES: err(f"{i}: bad account_state {o['account_state']}")
    if o["topic"] not in TOPICS: err(f"{i}: unknown topic {o['topic']}")
    if not isinstance(o["question"], str) or len(o["question"]) < 40: err(f"{i}: question too short")
    for k in ["must_say","should_say","must_not_say"]:
        v = o[k]
        if not isinstance(v, list) or not all(isinstance(s,str) and s.strip() for s in v): err(f"{i}: {k} must be a list of non-empty strings")
    if len(o["must_say"]) < 1: err(f"{i}: must_say empty")
    if len(o["must_not_say"]) < 1: err(f"{i}: must_not_say empty")
    for s in o["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): err(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {s[:50]}")
    if lang == "es" and not re.search(r"[áéíóúñ¿¡]", " ".join(o["must_say"])): err(f"{i}: Spanish key text expected")
cnt = collections.Counter((o["topic"], o["lang"]) for o in rows)
print(f"{'topic':34} en (target) es (target)")
for t,(en,es) in TOPICS.items():
    print(f"{t:34} {cnt[(t,'en')]:2} ({en})      {cnt[(t,'es')]:2} ({es})")
    if abs(cnt[(t,'en')]-en) > 1 or abs(cnt[(t,'es')]-es) > 1: err(f"topic {t} far from target")
n_en = sum(1 for o in rows if o["lang"]=="en"); n_es = len(rows)-n_en
print(f"total {len(rows)}: en {n_en}, es {n_es}")
if (n_en, n_es) != (20, 10): err("need 20 en + 10 es")
acct = collections.Counter(o["account_state"] for o in rows)
print("account_state:", dict(sorted(acct.items())))
# ---- numbers items: recompute ----
def need(i, text):
    o = next(r for r in rows if r["id"] == i)
    if text not in " ".join(o["must_say"]): err(f"{i}: must_say lacks '{text}'")
# Q-EN-27 Illinois 735 ILCS 5/12-803, biweekly
gross, disp, withheld, minwage = 1900, 1560, 390, 15.00
cap = min(0.15*gross, disp - 45*minwage*2)
assert round(0.15*gross) == 285 and disp - 45*minwage*2 == 210 and cap == 210 and withheld - cap == 180
need("Q-EN-27", "$210"); need("Q-EN-27", "$285"); need("Q-EN-27", "$1,350"); need("Q-EN-27", "$180")
# Q-EN-29 WA homestead equity
equity = 465000 - 372000; assert equity == 93000 and equity < 125000
need("Q-EN-29", "$93,000")
# Q-EN-35 settlement + insolvency
forgiven = 6000 - 1800; assets = 9000 + 11000 + 3000; insolv = 27500 - assets
assert forgiven == 4200 and assets == 23000 and insolv == 4500 and insolv >= forgiven and 1800/6000 == 0.30
need("Q-EN-35", "$4,200"); need("Q-EN-35", "$4,500"); need("Q-EN-35", "$23,000")
# Q-ES-16 31 CFR 212 protected amount
protected = min(1480*2, 3410); assert protected == 2960 and 3410 - protected == 450
need("Q-ES-16", "$2,960"); need("Q-ES-16", "$450")
# Q-ES-19 35% offer
offer = round(0.35*3400); assert offer == 1190 and 3400 - offer == 2210 and 3400 - offer >= 600
need("Q-ES-19", "$1,190"); need("Q-ES-19", "$2,210")
print("numbers items recomputed: EN-27, EN-29, EN-35, ES-16, ES-19")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("FORMAT OK")
