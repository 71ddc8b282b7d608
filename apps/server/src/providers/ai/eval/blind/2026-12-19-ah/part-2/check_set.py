#!/usr/bin/env python3
"""Format checks for set AH part 2 (questions.jsonl). Exit 0 = pass."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TOPICS = {"lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income",
          "exemptions_and_property", "bank_levy", "collector_contact_rules", "validation_disputes",
          "time_barred_debt", "settlement_and_payment_plans", "credit_reporting",
          "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
             "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split())
EXPECTED_IDS = [f"Q-EN-{i}" for i in range(21, 41)] + [f"Q-ES-{i}" for i in range(11, 21)]
# target counts from the brief (en, es); "roughly" -> allow +-1 per language
TARGET = {"lawsuit_answer_deadline": (3, 2), "judgment_after_default": (3, 1),
          "garnishment_exempt_income": (2, 1), "exemptions_and_property": (2, 1), "bank_levy": (1, 1),
          "collector_contact_rules": (2, 1), "validation_disputes": (1, 1), "time_barred_debt": (1, 0),
          "settlement_and_payment_plans": (2, 1), "credit_reporting": (1, 0),
          "scams_and_identity_theft": (1, 1), "spouses_cosigners_and_deceased": (1, 0),
          "out_of_scope": (1, 0)}


def main():
    errs = []
    warns = []
    path = os.path.join(HERE, "questions.jsonl")
    rows = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip():
            errs.append(f"line {n}: blank line")
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            errs.append(f"line {n}: bad JSON {e}")
    ids = [r.get("id") for r in rows]
    if ids != EXPECTED_IDS:
        errs.append(f"ids/order mismatch: {ids}")
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    qs = collections.Counter(r.get("question") for r in rows)
    if any(c > 1 for c in qs.values()):
        errs.append("duplicate question text")
    cnt = collections.Counter()
    for r in rows:
        i = r.get("id")
        if list(r.keys()) != KEYS:
            errs.append(f"{i}: keys {list(r.keys())}")
            continue
        lang = "en" if i.startswith("Q-EN") else "es"
        if r["lang"] != lang or r["account_lang"] != r["lang"]:
            errs.append(f"{i}: lang/account_lang wrong")
        if r["account_state"] not in STATES:
            errs.append(f"{i}: bad account_state {r['account_state']}")
        if r["topic"] not in TOPICS:
            errs.append(f"{i}: bad topic {r['topic']}")
        cnt[(r["topic"], lang)] += 1
        if not isinstance(r["question"], str) or len(r["question"]) < 40:
            errs.append(f"{i}: question too short")
        for k in ("must_say", "should_say", "must_not_say"):
            v = r[k]
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{i}: {k} must be a list of non-empty strings")
        if len(r["must_say"]) < 1:
            errs.append(f"{i}: must_say empty")
        if len(r["must_not_say"]) < 1:
            errs.append(f"{i}: must_not_say empty")
        for s in r["must_not_say"]:
            if not re.match(r"^\[(unsafe|wrong)\] \S", s):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:50]}")
        if lang == "es":
            if not re.search(r"\b(que|de|por|mi|me|el|la)\b", r["question"], re.I):
                errs.append(f"{i}: question does not look Spanish")
    for t, (en, es) in TARGET.items():
        gen, ges = cnt[(t, "en")], cnt[(t, "es")]
        if abs(gen - en) > 1 or abs(ges - es) > 1:
            errs.append(f"topic {t}: en {gen} (target {en}), es {ges} (target {es})")
        elif (gen, ges) != (en, es):
            warns.append(f"topic {t}: en {gen} (target {en}), es {ges} (target {es}) - within 'roughly'")
    n_en = sum(1 for r in rows if r["id"].startswith("Q-EN"))
    n_es = len(rows) - n_en
    if (n_en, n_es) != (20, 10):
        errs.append(f"counts en={n_en} es={n_es}")
    es_diff = [r["id"] for r in rows if r["id"].startswith("Q-ES") and r["id"] in
               ("Q-ES-11", "Q-ES-12", "Q-ES-13")]
    for f in ("GRADING.md", "README.md", "verify_dates.py"):
        if not os.path.exists(os.path.join(HERE, f)):
            errs.append(f"missing {f}")
    print(f"items: {len(rows)} (en {n_en}, es {n_es})")
    print("topic counts (en/es):")
    for t in sorted(TARGET):
        print(f"  {t:32s} {cnt[(t, 'en')]}/{cnt[(t, 'es')]}  target {TARGET[t][0]}/{TARGET[t][1]}")
    print("account states:", dict(collections.Counter(r["account_state"] for r in rows)))
    print("unsafe/wrong entries:", sum(s.startswith('[unsafe]') for r in rows for s in r['must_not_say']),
          "/", sum(s.startswith('[wrong]') for r in rows for s in r['must_not_say']))
    for w in warns:
        print("note:", w)
    if errs:
        print("FAILURES:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("ALL FORMAT CHECKS PASSED")


if __name__ == "__main__":
    main()
