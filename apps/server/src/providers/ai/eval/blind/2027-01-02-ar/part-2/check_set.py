#!/usr/bin/env python3
"""Format checks for set AR part-2 questions.jsonl. Standard library only."""
import json, sys, os, collections

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC "
             "ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split())

def main():
    errs = []
    lines = open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read().splitlines()
    items = []
    for i, l in enumerate(lines, 1):
        if not l.strip():
            errs.append(f"line {i}: blank line"); continue
        try:
            o = json.loads(l)
        except Exception as e:
            errs.append(f"line {i}: bad JSON {e}"); continue
        items.append(o)
        if list(o.keys()) != KEYS:
            errs.append(f"{o.get('id', i)}: keys {list(o.keys())} != {KEYS}")
    ids = [o.get("id") for o in items]
    want = [f"P2-EN-{n:02d}" for n in range(1, 11)] + [f"P2-ES-{n:02d}" for n in range(1, 21)]
    if ids != want:
        errs.append(f"ids/order mismatch: {ids}")
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for o in items:
        i = o.get("id")
        lang = "en" if "-EN-" in i else "es"
        if o.get("lang") != lang or o.get("account_lang") != lang:
            errs.append(f"{i}: lang/account_lang must both be {lang}")
        if o.get("account_state") not in STATES:
            errs.append(f"{i}: bad account_state {o.get('account_state')}")
        if o.get("topic") not in TOPICS:
            errs.append(f"{i}: bad topic {o.get('topic')}")
        if not isinstance(o.get("question"), str) or len(o["question"].strip()) < 40:
            errs.append(f"{i}: question missing/too short")
        for k in ["must_say", "should_say", "must_not_say"]:
            v = o.get(k)
            if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
                errs.append(f"{i}: {k} must be a list of non-empty strings")
        if not o.get("must_say"):
            errs.append(f"{i}: must_say empty")
        if not o.get("must_not_say"):
            errs.append(f"{i}: must_not_say empty")
        for x in o.get("must_not_say", []):
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry not tagged: {x[:50]}")
    tc = collections.Counter(o["topic"] for o in items)
    lc = collections.Counter(o["lang"] for o in items)
    for t in TOPICS:
        need = 3 if t in TOPICS[:4] else 1
        if tc[t] < need:
            errs.append(f"topic {t}: {tc[t]} < {need}")
    if not (1 <= tc["out_of_scope"] <= 2):
        errs.append("out_of_scope must be 1 or 2 items")
    if lc["en"] != 10 or lc["es"] != 20:
        errs.append(f"language counts {dict(lc)}")
    # topics in both languages overall
    langs_per_topic = collections.defaultdict(set)
    for o in items:
        langs_per_topic[o["topic"]].add(o["lang"])
    print("items:", len(items), dict(lc))
    print("topic counts (en/es):")
    for t in TOPICS:
        en = sum(1 for o in items if o["topic"] == t and o["lang"] == "en")
        es = sum(1 for o in items if o["topic"] == t and o["lang"] == "es")
        print(f"  {t:32s} {tc[t]:2d}  ({en}/{es})")
    print("account_state counts:", dict(collections.Counter(o["account_state"] for o in items)))
    if errs:
        print("ERRORS:"); [print("  " + e) for e in errs]
        return 1
    print("ALL FORMAT CHECKS OK")
    return 0

if __name__ == "__main__":
    sys.exit(main())
