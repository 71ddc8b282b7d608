#!/usr/bin/env python3
"""Format checks for questions.jsonl (part 2). Exit 0 = OK."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TOPICS = {"lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income",
          "exemptions_and_property", "bank_levy", "collector_contact_rules", "validation_disputes",
          "time_barred_debt", "settlement_and_payment_plans", "credit_reporting",
          "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            errs.append(f"line {n}: blank line"); continue
        try:
            it = json.loads(line)
        except Exception as e:
            errs.append(f"line {n}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS:
            errs.append(f"{it.get('id', n)}: keys {list(it.keys())} != {KEYS}")
        if it.get("lang") != it.get("account_lang") or it.get("lang") not in ("en", "es"):
            errs.append(f"{it['id']}: lang/account_lang")
        if it.get("account_state") not in STATES:
            errs.append(f"{it['id']}: account_state")
        if it.get("topic") not in TOPICS:
            errs.append(f"{it['id']}: topic {it.get('topic')}")
        for k in ("must_say", "should_say", "must_not_say"):
            v = it.get(k)
            if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{it['id']}: {k} must be a non-empty list of strings")
        if not it["must_say"][0].startswith("Central"):
            errs.append(f"{it['id']}: first must_say should be the central point")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe]") or s.startswith("[wrong]")):
                errs.append(f"{it['id']}: must_not_say entry without [unsafe]/[wrong]: {s[:40]}")
        m = re.fullmatch(r"Q-(EN|ES)-(\d\d)", it["id"])
        if not m or m.group(1).lower() != it["lang"]:
            errs.append(f"{it['id']}: id/lang mismatch")
ids = [i["id"] for i in items]
want = [f"Q-EN-{n}" for n in range(21, 41)] + [f"Q-ES-{n}" for n in range(11, 21)]
if sorted(ids) != sorted(want) or len(ids) != len(set(ids)):
    errs.append(f"ids wrong: missing {set(want)-set(ids)} extra {set(ids)-set(want)}")
c = collections.Counter((i["topic"], i["lang"]) for i in items)
print("topic counts (en/es):")
for t in sorted(TOPICS):
    print(f"  {t:32} {c[(t,'en')]}/{c[(t,'es')]}")
print("account_state differing from case state is documented in README; account states used:",
      sorted({i['account_state'] for i in items}))

# Numbers key recomputation (see GRADING.md)
num = []
num.append(("Q-EN-27 cap", min(0.25*260, 260-30*7.25), 42.50))
num.append(("Q-EN-27 over", 65-min(0.25*260, 260-30*7.25), 22.50))
num.append(("Q-EN-27 slow week", max(0, min(0.25*210, 210-30*7.25)), 0))
num.append(("Q-EN-28 garnished", 150*10, 1500))
num.append(("Q-EN-31 protected", 2*1100, 2200)); num.append(("Q-EN-31 frozen", 2400-2*1100, 200))
num.append(("Q-EN-36 total", 8400*0.30, 2520)); num.append(("Q-EN-36 each", 8400*0.30/3, 840))
num.append(("Q-EN-36 forgiven", 8400-8400*0.30, 5880))
num.append(("Q-ES-14 exempt", 680 <= 750, True))
num.append(("Q-ES-15 total", 9000+14000+5000, 28000)); num.append(("Q-ES-15 under cap", 28000 <= 50000, True))
num.append(("Q-ES-16 protected", 2*1450, 2900)); num.append(("Q-ES-16 frozen", 4100-2*1450, 1200))
num.append(("Q-ES-19 insolvency", 40000-34000, 6000)); num.append(("Q-ES-19 taxable", 8000-min(8000, 40000-34000), 2000))
for name, got, exp in num:
    if abs(float(got) - float(exp)) > 1e-9:
        errs.append(f"numbers {name}: {got} != {exp}")
print(f"numbers checked: {len(num)}")
for e in errs:
    print("ERROR", e)
print("OK" if not errs else f"{len(errs)} errors")
sys.exit(1 if errs else 0)
