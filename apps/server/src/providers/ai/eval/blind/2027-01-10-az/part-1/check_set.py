#!/usr/bin/env python3
"""Format and coverage checks for set AZ part-1, plus the numbers key.  Run: python3 check_set.py"""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court state of each item (how the question gives it is in README.md)
COURT = {"P1-EN-01":"OH","P1-EN-02":"MI","P1-EN-03":"AL","P1-EN-04":"OH","P1-EN-05":"KS","P1-EN-06":"GA",
 "P1-EN-07":"NE","P1-EN-08":"ID","P1-EN-09":"ME","P1-EN-10":"ND","P1-EN-11":"SD","P1-EN-12":"DE","P1-EN-13":"VT",
 "P1-EN-14":"TX","P1-EN-15":"AK","P1-EN-16":"MI","P1-EN-17":"WY","P1-EN-18":"LA","P1-EN-19":"ND","P1-EN-20":"GA",
 "P1-ES-01":"MD","P1-ES-02":"MS","P1-ES-03":"UT","P1-ES-04":"MI","P1-ES-05":"ID","P1-ES-06":"NH","P1-ES-07":"LA",
 "P1-ES-08":"KS","P1-ES-09":"WY","P1-ES-10":"AL"}
LISTED = set("AL MS LA KS NE SD ND WY ID UT HI AK ME VT NH DE MD OH MI GA".split())
errs = []
def err(m): errs.append(m)
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            o = json.loads(line)
        except Exception as e:
            err(f"line {n}: bad JSON {e}"); continue
        items.append(o)
        if list(o.keys()) != KEYS: err(f"{o.get('id')}: keys {list(o.keys())}")
        if o["lang"] != o["account_lang"] or o["lang"] not in ("en","es"): err(f"{o['id']}: lang")
        if o["account_state"] not in STATES: err(f"{o['id']}: account_state")
        if o["topic"] not in TOPICS: err(f"{o['id']}: topic {o['topic']}")
        if not o["question"].strip(): err(f"{o['id']}: empty question")
        for k in ("must_say","should_say","must_not_say"):
            if not isinstance(o[k], list) or not o[k] or not all(isinstance(x,str) and x.strip() for x in o[k]):
                err(f"{o['id']}: {k} must be a non-empty list of strings")
        for x in o["must_not_say"]:
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): err(f"{o['id']}: must_not_say tag: {x[:40]}")
ids = [o["id"] for o in items]
exp = [f"P1-EN-{i:02d}" for i in range(1,21)] + [f"P1-ES-{i:02d}" for i in range(1,11)]
if ids != exp: err(f"ids/order: {ids}")
for o in items:
    want = "en" if "-EN-" in o["id"] else "es"
    if o["lang"] != want: err(f"{o['id']}: lang should be {want}")
tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err(f"topic {t}: {tc[t]} < {need}")
if not 1 <= tc["out_of_scope"] <= 2: err("out_of_scope must be 1 or 2")
courts = {COURT[i] for i in ids}
if len(courts & LISTED) < 10: err(f"only {len(courts & LISTED)} listed court states")
diff = [o["id"] for o in items if o["account_state"] != COURT[o["id"]]]
if not any("-ES-" in i for i in diff): err("no Spanish item with account_state != court state")

# ---- numbers key ----------------------------------------------------------
FMW = 7.25
def cap(disp, weeks):      # federal CCPA cap for a pay period of `weeks` weeks
    return min(0.25*disp, max(0, disp - 30*FMW*weeks))
N = []
N.append(("P1-EN-07 federal cap weekly $640", cap(640,1), 160.0))
N.append(("P1-EN-07 Nebraska head of family 15%", round(0.15*640,2), 96.0))
N.append(("P1-EN-07 extra protected per week", 160-96, 64))
N.append(("P1-EN-08 biweekly cap $1,100", cap(1100,2), 275.0))
N.append(("P1-EN-08 over-withheld", 300-cap(1100,2), 25.0))
N.append(("P1-EN-19 40% of $3,850", round(0.40*3850,2), 1540.0))
N.append(("P1-EN-19 months at $100", -(-3850//100), 39))
N.append(("P1-EN-19 forgiven if $1,540 settlement", 3850-1540, 2310))
N.append(("P1-ES-04 two months SS protected", 2*1300, 2600))
N.append(("P1-ES-04 frozen", 4200-2600, 1600))
N.append(("P1-ES-04 frozen minus rent", 1600-850, 750))
N.append(("P1-ES-08 forgiven", 4500-1800, 2700))
N.append(("P1-ES-08 insolvency", 22000-15000, 7000))
N.append(("P1-ES-08 fully excluded", min(2700, 22000-15000), 2700))
N.append(("P1-ES-09 truck equity", 14000-9000, 5000))
for name, got, want in N:
    if abs(got-want) > 1e-9: err(f"numbers {name}: {got} != {want}")
    else: print(f"OK  {name} = {got}")
# the numbers must appear in the item text
txt = {o["id"]: json.dumps(o, ensure_ascii=False) for o in items}
for iid, s in [("P1-EN-07","$96"),("P1-EN-07","$160"),("P1-EN-08","$275"),("P1-EN-19","$1,540"),("P1-EN-19","39"),
               ("P1-ES-04","$2,600"),("P1-ES-04","$750"),("P1-ES-08","$2,700"),("P1-ES-08","$7,000")]:
    if s not in txt[iid]: err(f"{iid}: key lacks {s}")
for fn in ("GRADING.md","README.md","verify_dates.py"):
    if not os.path.exists(os.path.join(HERE, fn)): err(f"missing {fn}")
print(f"{len(items)} items; topics {dict(tc)}")
print(f"court states ({len(courts)}): {sorted(courts)}; account!=court: {diff}")
if errs:
    print("\n".join("ERR " + e for e in errs)); sys.exit(1)
print("ALL OK")
