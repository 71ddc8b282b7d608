#!/usr/bin/env python3
"""Format checks for set AV part-2 (questions.jsonl). Exit code 0 = pass."""
import json, os, sys, collections, re

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH "
             "OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def err(m): errs.append(m)

lines = open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read().splitlines()
items = []
for n, line in enumerate(lines, 1):
    try:
        items.append(json.loads(line))
    except Exception as e:
        err(f"line {n}: bad JSON ({e})")
if len(items) != 30:
    err(f"expected 30 items, found {len(items)}")
want_ids = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
ids = [it.get("id") for it in items]
if ids != want_ids:
    err("ids are not exactly P2-EN-01..10 then P2-ES-01..20 in order")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS:
        err(f"{i}: keys {list(it.keys())} != {KEYS}")
    if it.get("lang") not in ("en", "es") or it.get("lang") != it.get("account_lang"):
        err(f"{i}: lang/account_lang")
    if i and it.get("lang") != ("en" if "-EN-" in i else "es"):
        err(f"{i}: lang does not match id")
    if it.get("account_state") not in STATES:
        err(f"{i}: account_state {it.get('account_state')}")
    if it.get("topic") not in TOPICS:
        err(f"{i}: topic {it.get('topic')}")
    if not isinstance(it.get("question"), str) or len(it["question"]) < 40:
        err(f"{i}: question too short/missing")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it.get(k)
        if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
            err(f"{i}: {k} must be a list of non-empty strings")
    if not it.get("must_say"):
        err(f"{i}: must_say empty")
    if not it.get("must_not_say"):
        err(f"{i}: must_not_say empty")
    for s in it.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
            err(f"{i}: must_not_say entry without [unsafe]/[wrong]: {s[:50]}")
    if len(set(it.get("must_say", []) + it.get("should_say", []))) != len(it.get("must_say", []) + it.get("should_say", [])):
        err(f"{i}: duplicate key text")

c = collections.Counter(it.get("topic") for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need:
        err(f"topic {t}: {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2:
    err("out_of_scope must be 1 or 2 items")

# ---- numbers keys (recomputed; each value must appear in the item's must_say) ----
def money(x):
    return f"${x:,.2f}".replace(".00", "")
byid = {it["id"]: it for it in items}
floor = 30 * 7.25                                   # weekly federal floor
nums = {
  "P2-EN-04": [money(floor)] + [money(min(0.25 * w, max(0, w - floor))) for w in (900, 380, 250)]
              + [money(62.50 - min(0.25 * 250, 250 - floor)), "$0"],
  "P2-EN-08": [money(1200), money(4800), f"{round(100 * 1200 / 4800)}%", money(4800 - 1200)],
  "P2-ES-08": [money(0.10 * 2000), money(500 - 0.10 * 2000)],
  "P2-ES-11": [money(12000 - 9000), money(15000)],
  "P2-ES-16": [money(31000 - 23000), money(10000 - 4000), money(round(0.30 * 7450, 2))],
  "P2-ES-20": [money(2 * 1380), money(3500 - 2 * 1380)],
}
for iid, vals in nums.items():
    ms = " ".join(byid[iid]["must_say"]) if iid in byid else ""
    for v in vals:
        if v not in ms:
            err(f"{iid}: computed number {v} not found in must_say")
print("numbers recomputed:", {k: v for k, v in nums.items()})

langs = collections.Counter(it.get("lang") for it in items)
if langs != {"en": 10, "es": 20}:
    err(f"language split {dict(langs)}")
print("items:", len(items), "| by language:", dict(langs))
print("topics:", dict(c))
print("account states:", dict(collections.Counter(it.get("account_state") for it in items)))
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("format OK")
