#!/usr/bin/env python3
"""Format and coverage checks for set AL part-2, plus the arithmetic of the numbers items."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = [json.loads(l) for l in open(os.path.join(HERE,"questions.jsonl"), encoding="utf-8")]
ids = [i["id"] for i in items]
exp = [f"P2-EN-{n:02d}" for n in range(1,11)] + [f"P2-ES-{n:02d}" for n in range(1,21)]
if ids != exp: errs.append(f"ids/order mismatch: {ids}")
for it in items:
    if list(it.keys()) != KEYS: errs.append(f"{it.get('id')}: keys {list(it.keys())}")
    if it["lang"] != it["account_lang"] or it["lang"] not in ("en","es"): errs.append(f"{it['id']}: lang")
    if it["id"][3:5].lower() != it["lang"]: errs.append(f"{it['id']}: id/lang mismatch")
    if it["account_state"] not in STATES: errs.append(f"{it['id']}: state")
    if it["topic"] not in TOPICS: errs.append(f"{it['id']}: topic {it['topic']}")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(it[k], list) or not it[k] or not all(isinstance(s,str) and s.strip() for s in it[k]):
            errs.append(f"{it['id']}: {k} empty/invalid")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): errs.append(f"{it['id']}: must_not_say tag: {s[:40]}")
    if len(it["question"]) < 60: errs.append(f"{it['id']}: question too short")
c = collections.Counter(i["topic"] for i in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: errs.append(f"topic {t}: {c[t]} < {need}")
langs = collections.Counter(i["lang"] for i in items)
if langs != {"en":10,"es":20}: errs.append(f"lang counts {langs}")
for lang in ("en","es"):
    if len({i["topic"] for i in items if i["lang"]==lang}) < 6: errs.append(f"{lang}: too few topics")
# numbers keys
def chk(name, cond):
    if not cond: errs.append("numbers: " + name)
chk("EN-04 protected", min(2*1450, 2600) == 2600)
chk("EN-08 35%", round(4800*0.35,2) == 1680 and 1680/2 == 840 and 4800-1680 == 3120)
chk("EN-08 insolvency", 31000-27500 == 3500 and min(3500,3120) == 3120)
disp = 1280-180
fed_bi = 60*7.25
chk("ES-09", disp == 1100 and fed_bi == 435 and min(0.25*disp, disp-fed_bi) == 275 and 275-150 == 125)
chk("ES-10", min(0.25*520, 520-30*7.25) == 130 and 520-217.5 == 302.5)
chk("ES-11 equity", 12000-3000 == 9000 and 9000 <= 15000)
chk("ES-17", 3250*0.30 == 975 and 975/3 == 325 and 3250*0.60 == 1950 and 1950-975 == 975 and 3250-975 == 2275)
chk("ES-18 forgiven", 3000-1200 == 1800)
print("items:", len(items), dict(langs))
print("topics:", dict(c))
print("account states:", sorted({i['account_state'] for i in items}))
print("problems:", len(errs))
for e in errs: print(" -", e)
sys.exit(1 if errs else 0)
