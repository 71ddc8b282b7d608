#!/usr/bin/env python3
"""Format and coverage checks for set AS part-1. Exit code 0 = all checks pass."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# State whose law/court governs each item (None = not state-specific); kept in sync with README.md.
COURT_STATE = {"P1-EN-01":"IN","P1-EN-02":"AL","P1-EN-03":"AR","P1-EN-04":"NY","P1-EN-05":"VA","P1-EN-06":"OK",
  "P1-EN-07":"PA","P1-EN-08":"ID","P1-EN-09":"IN","P1-EN-10":"DE","P1-EN-11":"ME","P1-EN-12":"WV","P1-EN-13":"WI",
  "P1-EN-14":"RI","P1-EN-15":"NH","P1-EN-16":"VT","P1-EN-17":"MT","P1-EN-18":"TX","P1-EN-19":"TN","P1-EN-20":"GA",
  "P1-ES-01":"TX","P1-ES-02":"TN","P1-ES-03":"PA","P1-ES-04":"NM","P1-ES-05":"NY","P1-ES-06":"RI","P1-ES-07":"WI",
  "P1-ES-08":"GA","P1-ES-09":"TX","P1-ES-10":"TN"}
fails = []
def check(cond, msg):
    if not cond: fails.append(msg); print("FAIL " + msg)
    return cond

for f in ["BRIEF.md","questions.jsonl","GRADING.md","verify_dates.py","check_set.py","README.md"]:
    check(os.path.isfile(os.path.join(HERE, f)), f"file present: {f}")

items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
    for n, line in enumerate(fh, 1):
        if not line.strip():
            check(False, f"line {n}: blank line"); continue
        try: it = json.loads(line)
        except Exception as e:
            check(False, f"line {n}: invalid JSON ({e})"); continue
        items.append(it)

check(len(items) == 30, f"30 items (found {len(items)})")
ids = [it.get("id") for it in items]
check(len(set(ids)) == len(ids), "ids unique")
exp_ids = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
check(ids == exp_ids, "ids are P1-EN-01..20 then P1-ES-01..10 in order")

for it in items:
    i = it.get("id", "?")
    check(list(it.keys()) == KEYS, f"{i}: exactly the keys {KEYS} in order (got {list(it.keys())})")
    lang = "en" if "-EN-" in i else "es"
    check(it.get("lang") == lang, f"{i}: lang is {lang}")
    check(it.get("account_lang") == it.get("lang"), f"{i}: account_lang == lang")
    check(it.get("account_state") in STATES, f"{i}: account_state is a US state code")
    check(it.get("topic") in TOPICS, f"{i}: topic valid")
    check(isinstance(it.get("question"), str) and len(it["question"]) >= 40, f"{i}: question is a real text")
    for k in ["must_say","should_say","must_not_say"]:
        v = it.get(k)
        check(isinstance(v, list) and all(isinstance(s, str) and s.strip() for s in v), f"{i}: {k} is a list of non-empty strings")
    check(len(it.get("must_say", [])) >= 1, f"{i}: must_say has a central point")
    check(len(it.get("must_not_say", [])) >= 1, f"{i}: must_not_say not empty")
    for s in it.get("must_not_say", []):
        check(re.match(r"^\[(unsafe|wrong)\] \S", s) is not None, f"{i}: must_not_say entry starts with [unsafe] or [wrong]: {s[:40]}")
    check(i in COURT_STATE, f"{i}: court state recorded")

tc = Counter(it["topic"] for it in items)
lc = Counter(it["lang"] for it in items)
check(lc["en"] == 20 and lc["es"] == 10, f"20 en / 10 es (got {dict(lc)})")
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    check(tc[t] >= need, f"topic {t} has >= {need} items (got {tc[t]})")
check(1 <= tc["out_of_scope"] <= 2, "one or two out_of_scope items")
es_topics = {it["topic"] for it in items if it["lang"] == "es"}
check(len(es_topics) >= 8, f"Spanish items spread over >= 8 topics (got {len(es_topics)})")
courts = {COURT_STATE[i] for i in ids if i in COURT_STATE and COURT_STATE[i]}
check(len(courts) >= 10, f">= 10 distinct court states (got {len(courts)})")
diff_es = [i for i in ids if "-ES-" in i and COURT_STATE.get(i) and COURT_STATE[i] != next(x for x in items if x["id"] == i)["account_state"]]
check(len(diff_es) >= 2, f"Spanish items with account_state != court state: {diff_es}")

grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
for w in ["unsafe", "wrong", "partly", "right", "Deadline key", "Numbers key"]:
    check(w in grading, f"GRADING.md mentions '{w}'")
readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
for i in ids:
    check(i in readme, f"README.md mentions {i}")

print(f"items: {len(items)}  by language: {dict(lc)}")
print("by topic: " + ", ".join(f"{t}={tc[t]}" for t in TOPICS))
print(f"court states ({len(courts)}): {' '.join(sorted(courts))}")
print("ALL CHECKS PASSED" if not fails else f"{len(fails)} CHECK(S) FAILED")
sys.exit(1 if fails else 0)
