#!/usr/bin/env python3
"""Format and coverage checks for set AX part-2 (questions.jsonl), plus the numbers key arithmetic."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
fails = []
def check(c, m):
    if not c: fails.append(m); print("FAIL " + m)
items = []
for i, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    try: it = json.loads(line)
    except Exception as e: check(False, f"line {i} not JSON: {e}"); continue
    items.append(it)
    check(list(it.keys()) == KEYS, f"line {i} keys/order {list(it.keys())}")
    check(it.get("lang") == it.get("account_lang") and it.get("lang") in ("en","es"), f"{it.get('id')} lang")
    check(it.get("account_state") in STATES, f"{it.get('id')} account_state")
    check(it.get("topic") in TOPICS, f"{it.get('id')} topic")
    check(isinstance(it.get("question"), str) and len(it["question"]) > 40, f"{it.get('id')} question")
    for k in ("must_say","should_say","must_not_say"):
        v = it.get(k)
        check(isinstance(v, list) and v and all(isinstance(s, str) and s.strip() for s in v), f"{it.get('id')} {k} list")
    for s in it.get("must_not_say", []):
        check(s.startswith("[unsafe] ") or s.startswith("[wrong] "), f"{it.get('id')} must_not_say tag: {s[:40]}")
ids = [it["id"] for it in items]
want = [f"P2-EN-{n:02d}" for n in range(1, 11)] + [f"P2-ES-{n:02d}" for n in range(1, 21)]
check(ids == want, "ids are P2-EN-01..10 then P2-ES-01..20 in order")
for it in items:
    check(it["lang"] == ("en" if "-EN-" in it["id"] else "es"), f"{it['id']} lang matches id")
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    check(tc[t] >= need, f"topic {t} has {tc[t]} (< {need})")
by = collections.defaultdict(collections.Counter)
for it in items: by[it["topic"]][it["lang"]] += 1
print("topic counts:")
for t in TOPICS: print(f"  {t:32s} en={by[t]['en']} es={by[t]['es']} total={tc[t]}")
print("langs:", collections.Counter(it["lang"] for it in items))
print("account states:", sorted(collections.Counter(it["account_state"] for it in items).items()))

# numbers key
def eq(a, b, m): check(abs(a - b) < 0.005, f"numbers {m}: {a} != {b}")
# EN-04 federal CCPA limit
disp = 460 - 70; eq(disp, 390, "EN-04 disposable"); lim = min(0.25*disp, max(0, disp - 30*7.25)); eq(lim, 97.50, "EN-04 max"); eq(140 - lim, 42.50, "EN-04 excess")
eq(30*7.25, 217.50, "EN-04 30x FMW")
# EN-07 insolvency
canc = 6200 - 2480; eq(canc, 3720, "EN-07 canceled"); eq(2480/6200, 0.40, "EN-07 40%"); ins = 31000 - 29000; eq(ins, 2000, "EN-07 insolvency"); eq(canc - min(ins, canc), 1720, "EN-07 taxable")
# ES-08 VA protected amount
prot = min(1850*2, 4250); eq(prot, 3700, "ES-08 protected"); eq(4250 - prot, 550, "ES-08 frozen rest")
# ES-10 Illinois 735 ILCS 5/12-803
gross, tax = 780, 125; disp = gross - tax; eq(disp, 655, "ES-10 disposable"); eq(0.15*gross, 117, "ES-10 15% gross")
eq(min(0.15*gross, max(0, disp - 45*15.00)), 0, "ES-10 max garnishable")
# ES-14 Florida SSI + refund
prot = min(994*2, 3388); eq(prot, 1988, "ES-14 protected"); eq(3388 - prot, 1400, "ES-14 frozen"); eq(1400 - 1100, 300, "ES-14 non-EITC part")
# ES-18 settlement percent
eq(0.35*4850, 1697.50, "ES-18 35%"); check(round(2000/4850*100, 1) == 41.2, "ES-18 2000 is 41.2%"); eq(4850 - 1697.50, 3152.50, "ES-18 forgiven at 35%"); eq(4850 - 2000, 2850, "ES-18 forgiven at 2000")
print("ALL OK" if not fails else f"{len(fails)} FAILURE(S)")
sys.exit(1 if fails else 0)
