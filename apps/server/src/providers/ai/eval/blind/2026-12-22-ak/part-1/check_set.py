#!/usr/bin/env python3
"""Set AK format checks for questions.jsonl. Exit code 1 on any failure."""
import json, re, sys, collections
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split())
# Court / governing state of each item (from the question text), used for the coverage checks.
COURT = {"Q-EN-01":"KY","Q-EN-02":"AZ","Q-EN-03":"ME","Q-EN-04":"NE","Q-EN-05":"SD","Q-EN-06":"CO","Q-EN-07":"LA",
         "Q-EN-08":"UT","Q-EN-09":"AZ","Q-EN-10":"OK","Q-EN-11":"NH","Q-EN-12":"SC","Q-EN-13":"CT","Q-EN-14":"CO",
         "Q-EN-15":"IN","Q-EN-16":"OH","Q-EN-17":"KS","Q-EN-18":"MS","Q-EN-19":"NV","Q-EN-20":"NM",
         "Q-ES-01":"NM","Q-ES-02":"MD","Q-ES-03":"TX","Q-ES-04":"KY","Q-ES-05":"MS","Q-ES-06":"IL","Q-ES-07":"NM",
         "Q-ES-08":"CA","Q-ES-09":"FL","Q-ES-10":"NJ"}
F = []
def check(c, m):
    if not c: F.append(m); print("FAIL " + m)
lines = [l for l in open("questions.jsonl", encoding="utf-8").read().split("\n") if l.strip()]
check(len(lines) == 30, f"30 lines (got {len(lines)})")
items = []
for n, l in enumerate(lines, 1):
    try: items.append(json.loads(l))
    except Exception as e: check(False, f"line {n} not JSON: {e}")
ids = [x.get("id") for x in items]
exp = [f"Q-EN-{i:02d}" for i in range(1,21)] + [f"Q-ES-{i:02d}" for i in range(1,11)]
check(ids == exp, "ids Q-EN-01..20 then Q-ES-01..10 in order")
qs = set()
for x in items:
    i = x.get("id")
    check(list(x.keys()) == KEYS, f"{i} keys exactly {KEYS}")
    lang = "en" if i.startswith("Q-EN") else "es"
    check(x["lang"] == lang and x["account_lang"] == lang, f"{i} lang/account_lang = {lang}")
    check(x["account_state"] in STATES, f"{i} account_state valid")
    check(x["topic"] in TOPICS, f"{i} topic valid")
    check(isinstance(x["question"], str) and len(x["question"]) > 40, f"{i} question text")
    check(x["question"] not in qs, f"{i} duplicate question"); qs.add(x["question"])
    for k in ("must_say","should_say","must_not_say"):
        check(isinstance(x[k], list) and all(isinstance(s, str) and s.strip() for s in x[k]), f"{i} {k} list of strings")
    check(len(x["must_say"]) >= 1, f"{i} must_say non-empty")
    check(len(x["must_not_say"]) >= 1, f"{i} must_not_say non-empty")
    check(all(re.match(r"^\[(unsafe|wrong)\] ", s) for s in x["must_not_say"]), f"{i} must_not_say entries start with [unsafe]/[wrong]")
    check(all(not s.startswith("[") for s in x["must_say"] + x["should_say"]), f"{i} no tags in must/should")
    check(i in COURT, f"{i} has a court state")
tc = collections.Counter((x["topic"], x["lang"]) for x in items)
print("topic counts (en/es):")
for t in sorted(TOPICS): print(f"  {t:32s} {tc[(t,'en')]}/{tc[(t,'es')]}")
check(all(tc[(t,'en')] + tc[(t,'es')] >= 1 for t in TOPICS), "every topic used")
check(len(set(COURT.values())) >= 10, f">= 10 court states (got {len(set(COURT.values()))})")
diff = [x["id"] for x in items if x["account_state"] != COURT[x["id"]]]
check(any(d.startswith("Q-ES") for d in diff), "some Spanish items have account_state != court state")
print("court states:", sorted(set(COURT.values())), len(set(COURT.values())))
print("account_state differs from court state:", diff)
print(f"\n{len(F)} failure(s)"); sys.exit(1 if F else 0)
