#!/usr/bin/env python3
"""Format and coverage checks for set AF part 2 (questions.jsonl), plus the arithmetic
of the numbers items. Stdlib only. Exit 1 on any failure."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline":(3,2),"judgment_after_default":(3,1),"garnishment_exempt_income":(2,1),
          "exemptions_and_property":(2,1),"bank_levy":(1,1),"collector_contact_rules":(2,1),"validation_disputes":(1,1),
          "time_barred_debt":(1,0),"settlement_and_payment_plans":(2,1),"credit_reporting":(1,0),
          "scams_and_identity_theft":(1,1),"spouses_cosigners_and_deceased":(1,0),"out_of_scope":(1,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# State of the court / law the question is about (not a JSONL field; used for coverage).
COURT = {"Q-EN-21":"GA","Q-EN-22":"AR","Q-EN-23":"MI","Q-EN-24":"NC","Q-EN-25":"MD","Q-EN-26":"PA","Q-EN-27":"GA",
         "Q-EN-28":"OH","Q-EN-29":"VT","Q-EN-30":"CO","Q-EN-31":"HI","Q-EN-32":"SC","Q-EN-33":"RI","Q-EN-34":"WI",
         "Q-EN-35":"VT","Q-EN-36":"DE","Q-EN-37":"IN","Q-EN-38":"TN","Q-EN-39":"VA","Q-EN-40":"AZ",
         "Q-ES-11":"MD","Q-ES-12":"TX","Q-ES-13":"GA","Q-ES-14":"MI","Q-ES-15":"WI","Q-ES-16":"RI","Q-ES-17":"NV",
         "Q-ES-18":"AZ","Q-ES-19":"SC","Q-ES-20":"GA"}
DEADLINE_IDS = ["Q-EN-21","Q-EN-22","Q-EN-23","Q-EN-26","Q-EN-34","Q-EN-35","Q-EN-38","Q-EN-39","Q-ES-11","Q-ES-12","Q-ES-13","Q-ES-18"]
NUMBER_IDS = ["Q-EN-27","Q-EN-28","Q-EN-29","Q-EN-30","Q-EN-33","Q-EN-36","Q-EN-37","Q-ES-14","Q-ES-16","Q-ES-19"]
errs = []
def E(msg): errs.append(msg); print("FAIL", msg)

lines = open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8").read().splitlines()
if len(lines) != 30: E(f"expected 30 lines, got {len(lines)}")
items = []
for n,l in enumerate(lines,1):
    try: o = json.loads(l)
    except Exception as e: E(f"line {n}: bad JSON {e}"); continue
    items.append(o)
    if list(o.keys()) != KEYS: E(f"line {n}: keys {list(o.keys())}")
    i = o.get("id","")
    if not re.fullmatch(r"Q-(EN|ES)-\d\d", i): E(f"line {n}: bad id {i}")
    if o["lang"] != o["account_lang"] or o["lang"] not in ("en","es"): E(f"{i}: lang/account_lang")
    if i[2:4].lower() != o["lang"]: E(f"{i}: id prefix vs lang")
    if o["account_state"] not in STATES: E(f"{i}: account_state {o['account_state']}")
    if o["topic"] not in TOPICS: E(f"{i}: topic {o['topic']}")
    if not isinstance(o["question"],str) or len(o["question"]) < 40: E(f"{i}: question too short")
    for k in ("must_say","should_say","must_not_say"):
        v = o[k]
        if not isinstance(v,list) or not v or not all(isinstance(s,str) and s.strip() for s in v): E(f"{i}: {k} must be a non-empty list of strings")
    for s in o["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): E(f"{i}: must_not_say entry lacks tag: {s[:40]}")
    if i not in COURT: E(f"{i}: no court state")
ids = [o["id"] for o in items]
if len(set(ids)) != len(ids): E("duplicate ids")
want = [f"Q-EN-{k}" for k in range(21,41)] + [f"Q-ES-{k}" for k in range(11,21)]
if ids != want: E("ids not exactly Q-EN-21..40 then Q-ES-11..20 in order")
c = Counter((o["topic"],o["lang"]) for o in items)
print("topic                           en  es  (target en/es)")
for t,(en,es) in TOPICS.items():
    print(f"  {t:30s} {c[(t,'en')]:3d} {c[(t,'es')]:3d}   ({en}/{es})")
    if abs(c[(t,'en')]-en) > 1 or abs(c[(t,'es')]-es) > 1: E(f"topic {t} far from target")
nen = sum(o["lang"]=="en" for o in items); nes = sum(o["lang"]=="es" for o in items)
print(f"en={nen} es={nes}")
if (nen,nes) != (20,10): E("need 20 en / 10 es")
court_states = set(COURT.values()); print("court states:", len(court_states), sorted(court_states))
if len(court_states) < 10: E("fewer than 10 court states")
dl_states = {COURT[i] for i in DEADLINE_IDS}
if len(dl_states) < 5: E("deadlines in fewer than 5 court states")
es_diff = [o["id"] for o in items if o["lang"]=="es" and o["account_state"] != COURT[o["id"]]]
print("ES items with account_state != court state:", es_diff)
if len(es_diff) < 2: E("need Spanish items whose account_state differs from the court state")
oos = [o["id"] for o in items if o["topic"]=="out_of_scope"]
if not 1 <= len(oos) <= 2: E("need one or two out_of_scope items")
g = open(os.path.join(HERE,"GRADING.md"),encoding="utf-8").read() if os.path.exists(os.path.join(HERE,"GRADING.md")) else ""
for i in DEADLINE_IDS + NUMBER_IDS:
    if i not in g: E(f"GRADING.md does not mention {i}")

# ---- arithmetic of the numbers items ----
def eq(name, a, b):
    if abs(a-b) > 0.005: E(f"{name}: {a} != {b}")
    else: print(f"OK   {name}: {b}")
fmw = 7.25
# EN-27 Georgia teacher, monthly
disp = 4600-820-276; eq("EN-27 disposable", disp, 3504)
cap = min(0.25*disp, disp - 30*fmw*52/12); eq("EN-27 30xFMW monthly", 30*fmw*52/12, 942.50); eq("EN-27 cap", cap, 876.00)
eq("EN-27 over-withheld", 1050-cap, 174.00); eq("EN-27 25% of gross (wrong)", 0.25*4600, 1150)
# EN-28 Ohio, support already withheld
cap = min(0.25*720, 720-30*fmw); eq("EN-28 25% cap", cap, 180); eq("EN-28 room left after $210 support", max(0, cap-210), 0)
# EN-29 Vermont homestead
eq("EN-29 equity", 310000-215000, 95000); eq("EN-29 unprotected equity", max(0, 95000-125000), 0)
# EN-30 Colorado EITC
eq("EN-30 non-EITC part", 6200-3900, 2300)
# EN-33 Rhode Island settlement
eq("EN-33 paid 60%", 0.60*2000, 1200); eq("EN-33 total if $450 paid", 1200+450, 1650)
# EN-36 Delaware settled debt
eq("EN-36 payments", 4*410, 1640); eq("EN-36 forgiven/claimed", 4100-1640, 2460)
# EN-37 Indiana
eq("EN-37 35%", 0.35*9000, 3150); eq("EN-37 offer %", 5400/9000*100, 60); eq("EN-37 forgiven @5400", 9000-5400, 3600); eq("EN-37 forgiven @3150", 9000-3150, 5850)
# ES-14 Michigan weekly
cap = min(0.25*280, 280-30*fmw); eq("ES-14 30xFMW weekly", 30*fmw, 217.50); eq("ES-14 cap", cap, 62.50); eq("ES-14 over", 70-cap, 7.50)
# ES-16 Rhode Island SSI (dates checked in verify_dates.py)
eq("ES-16 protected", 994*2, 1988); eq("ES-16 frozen", 4300-1988, 2312)
# ES-19 South Carolina title loan
eq("ES-19 months at $200 (no interest)", 2400/200, 12); eq("ES-19 paid+owed", 1800+2400, 4200)

print("ALL FORMAT CHECKS PASSED" if not errs else f"{len(errs)} FAILURE(S)")
sys.exit(1 if errs else 0)
