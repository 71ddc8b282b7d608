#!/usr/bin/env python3
"""Format and coverage checks for set AN part-1, plus the arithmetic behind the numbers keys."""
import json, os, re, sys, collections
here = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def E(m): errs.append(m)
items = []
for i, line in enumerate(open(os.path.join(here, "questions.jsonl"), encoding="utf-8"), 1):
    try: it = json.loads(line)
    except Exception as e: E(f"line {i}: bad JSON {e}"); continue
    items.append(it)
    if list(it.keys()) != KEYS: E(f"line {i}: keys {list(it.keys())}")
    if it["lang"] != it["account_lang"] or it["lang"] not in ("en","es"): E(f"{it['id']}: lang")
    if it["account_state"] not in STATES: E(f"{it['id']}: state {it['account_state']}")
    if it["topic"] not in TOPICS: E(f"{it['id']}: topic {it['topic']}")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(it[k], list) or not it[k] or not all(isinstance(x,str) and x.strip() for x in it[k]): E(f"{it['id']}: {k}")
    for x in it["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): E(f"{it['id']}: must_not_say prefix: {x[:30]}")
    if not it["question"].strip(): E(f"{it['id']}: empty question")
ids = [it["id"] for it in items]
want = [f"P1-EN-{n:02d}" for n in range(1,21)] + [f"P1-ES-{n:02d}" for n in range(1,11)]
if ids != want: E(f"ids/order: {ids}")
for it in items:
    if it["id"].startswith("P1-EN") != (it["lang"] == "en"): E(f"{it['id']}: lang/id mismatch")
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: E(f"topic {t}: {tc[t]} < {need}")
for t in TOPICS:
    langs = {it["lang"] for it in items if it["topic"] == t}
# court states used (from the answer keys, one per item where a court is involved)
COURT = {"P1-EN-01":"MN","P1-EN-02":"OK","P1-EN-03":"TN","P1-EN-04":"MT","P1-EN-05":"IA","P1-EN-06":"AR","P1-EN-07":"IN",
         "P1-EN-08":"ID","P1-EN-09":"RI","P1-EN-10":"WY","P1-EN-11":"AK","P1-EN-13":"VT","P1-EN-15":"AL","P1-EN-19":"HI",
         "P1-EN-20":"VA","P1-ES-01":"AK","P1-ES-02":"RI","P1-ES-03":"IN","P1-ES-04":"TN","P1-ES-05":"WI","P1-ES-09":"KY"}
if len(set(COURT.values())) < 10: E("fewer than 10 court states")
diff = [i for i,s in COURT.items() if dict((it["id"],it["account_state"]) for it in items)[i] != s]
if not any(i.startswith("P1-ES") for i in diff): E("no Spanish item with account_state != court state")

# numbers keys
def num_in(iid, *vals):
    it = next(x for x in items if x["id"] == iid)
    txt = " ".join(it["must_say"])
    for v in vals:
        s = f"${v:,.2f}".replace(".00","")
        if s not in txt: E(f"{iid}: number {s} not in must_say")
fed = 7.25
w = 600; cap = min(0.25*w, w - 30*fed); assert cap == 150 and w-30*fed == 382.50; num_in("P1-EN-08", 150, 217.50, 382.50, 30); assert 180-cap == 30
assert 9000-4000 == 5000; num_in("P1-EN-10", 5000, 9000, 4000)
assert 2*1800 == 3600 and 4200-3600 == 600; num_in("P1-EN-11", 3600, 600)
forg = 9400-3900; ins = 31000-27000; assert forg == 5500 and ins == 4000 and forg-min(ins,forg) == 1500; num_in("P1-EN-16", 5500, 4000, 1500)
b = 1100; cap2 = min(0.25*b, b - 30*fed*2); assert cap2 == 275 and b-30*fed*2 == 665; num_in("P1-ES-09", 275, 435, 665, 55, 2480); assert 330-cap2 == 55 and round(0.40*6200) == 2480
if errs:
    print("\n".join("FAIL: "+e for e in errs)); sys.exit(1)
print(f"{len(items)} items OK; by lang {collections.Counter(it['lang'] for it in items)}")
for t in TOPICS: print(f"  {t}: {tc[t]}  (en {sum(1 for it in items if it['topic']==t and it['lang']=='en')}, es {sum(1 for it in items if it['topic']==t and it['lang']=='es')})")
print("court states:", sorted(set(COURT.values())), len(set(COURT.values())))
print("account_state != court state:", diff)
print("ALL OK")
