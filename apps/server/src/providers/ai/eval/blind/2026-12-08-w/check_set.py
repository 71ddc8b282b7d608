#!/usr/bin/env python3
"""Format checks for Solo question set W (questions.jsonl), plus recomputation of
the numbers items. Run: python3 check_set.py   (exit code 0 = all checks passed)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
PLANNED = {  # topic: (en, es)
    "lawsuit_answer_deadline": (6, 3),
    "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2),
    "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2),
    "collector_contact_rules": (3, 2),
    "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1),
    "settlement_and_payment_plans": (3, 2),
    "credit_reporting": (2, 1),
    "scams_and_identity_theft": (2, 1),
    "spouses_cosigners_and_deceased": (3, 1),
    "out_of_scope": (2, 0),
}
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO
MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP""".split())

errors = []


def err(msg):
    errors.append(msg)


def money(s):
    return s


# ---------------------------------------------------------------- load
items = []
path = os.path.join(HERE, "questions.jsonl")
with open(path, "rb") as f:
    raw = f.read()
try:
    text = raw.decode("utf-8")
except UnicodeDecodeError as e:
    print("not UTF-8:", e)
    sys.exit(1)
if not text.endswith("\n"):
    err("file does not end with a newline")
for n, line in enumerate(text.split("\n")[:-1], 1):
    if not line.strip():
        err(f"line {n}: blank line")
        continue
    try:
        o = json.loads(line)
    except json.JSONDecodeError as e:
        err(f"line {n}: invalid JSON: {e}")
        continue
    if not isinstance(o, dict):
        err(f"line {n}: not an object")
        continue
    items.append((n, o))

# ---------------------------------------------------------------- per item
expected_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
seen_ids, seen_q = [], {}
for n, o in items:
    iid = o.get("id", f"line{n}")
    if list(o.keys()) != KEYS:
        if set(o.keys()) != set(KEYS):
            err(f"{iid}: keys {sorted(o.keys())} != {sorted(KEYS)}")
        else:
            err(f"{iid}: keys in wrong order")
    seen_ids.append(iid)
    lang_from_id = "en" if iid.startswith("Q-EN-") else "es" if iid.startswith("Q-ES-") else None
    if o.get("lang") not in ("en", "es"):
        err(f"{iid}: lang must be en or es")
    if o.get("lang") != o.get("account_lang"):
        err(f"{iid}: lang != account_lang")
    if o.get("lang") != lang_from_id:
        err(f"{iid}: lang does not match id prefix")
    if o.get("account_state") not in STATES:
        err(f"{iid}: bad account_state {o.get('account_state')!r}")
    if o.get("topic") not in PLANNED:
        err(f"{iid}: unknown topic {o.get('topic')!r}")
    q = o.get("question")
    if not isinstance(q, str) or len(q.strip()) < 40:
        err(f"{iid}: question missing or too short")
    elif q in seen_q:
        err(f"{iid}: duplicate question of {seen_q[q]}")
    else:
        seen_q[q] = iid
    for k in ("must_say", "should_say", "must_not_say"):
        v = o.get(k)
        if not isinstance(v, list) or not v:
            err(f"{iid}: {k} must be a non-empty list")
            continue
        for i, s in enumerate(v):
            if not isinstance(s, str) or len(s.strip()) < 15:
                err(f"{iid}: {k}[{i}] not a meaningful string")
        if len(set(v)) != len(v):
            err(f"{iid}: duplicate entries in {k}")
    for i, s in enumerate(o.get("must_not_say", []) or []):
        if not (isinstance(s, str) and (s.startswith("[unsafe] ") or s.startswith("[wrong] "))):
            err(f"{iid}: must_not_say[{i}] must start with '[unsafe] ' or '[wrong] '")
    if o.get("topic") != "out_of_scope" and o.get("lang") == "es":
        # Spanish questions should look Spanish
        if not re.search(r"\b(que|tengo|me|mi|por|de|el|la|es)\b", o.get("question", ""), re.I):
            err(f"{iid}: question does not look Spanish")

if seen_ids != expected_ids:
    missing = [i for i in expected_ids if i not in seen_ids]
    extra = [i for i in seen_ids if i not in expected_ids]
    dup = [i for i, c in collections.Counter(seen_ids).items() if c > 1]
    err(f"ids wrong: missing={missing} extra={extra} duplicated={dup} (or out of order)")

# ---------------------------------------------------------------- counts
count = collections.Counter((o["topic"], o["lang"]) for _, o in items if "topic" in o and "lang" in o)
print(f"{'topic':34s} {'en':>3s} {'es':>3s}   planned")
tot_en = tot_es = 0
for t, (pen, pes) in PLANNED.items():
    en, es = count[(t, "en")], count[(t, "es")]
    tot_en += en
    tot_es += es
    mark = "" if (en, es) == (pen, pes) else "   <-- MISMATCH"
    print(f"{t:34s} {en:3d} {es:3d}   {pen}/{pes}{mark}")
    if (en, es) != (pen, pes):
        err(f"topic {t}: {en}/{es} != planned {pen}/{pes}")
print(f"{'TOTAL':34s} {tot_en:3d} {tot_es:3d}")
if (tot_en, tot_es) != (40, 20):
    err(f"totals {tot_en}/{tot_es} != 40/20")
if len(items) != 60:
    err(f"{len(items)} items, expected 60")

states = collections.Counter(o["account_state"] for _, o in items)
print(f"account states used: {len(states)} -> {dict(sorted(states.items()))}")
n_unsafe = sum(1 for _, o in items if any(s.startswith("[unsafe]") for s in o["must_not_say"]))
print(f"items with at least one [unsafe] entry: {n_unsafe}/60")

# ---------------------------------------------------------------- numbers items
by_id = {o["id"]: o for _, o in items}
MIN_FED_WEEK = 30 * 7.25          # $217.50
MIN_FED_BIWEEK = 60 * 7.25        # $435.00


def must(iid):
    return " ".join(by_id[iid]["must_say"]) if iid in by_id else ""


def should(iid):
    return " ".join(by_id[iid]["should_say"]) if iid in by_id else ""


def usd(x):
    x = round(x, 2)
    return f"${x:,.0f}" if x == int(x) else f"${x:,.2f}"


checks = []
# EN-10 Illinois wildcard
checks.append(("Q-EN-10", must, [usd(5200 - 4000), usd(4000)]))
# EN-11 NJ 10% of gross
checks.append(("Q-EN-11", must, [usd(0.10 * 1100)]))
# EN-12 two months of SS
prot = 2 * 1640
checks.append(("Q-EN-12", must, [usd(prot)]))
assert 4100 - prot == 820
# EN-14 two garnishments, biweekly
cap14 = min(0.25 * 1400, 1400 - MIN_FED_BIWEEK)
checks.append(("Q-EN-14", must, [usd(cap14), usd(1400 - MIN_FED_BIWEEK), usd(MIN_FED_BIWEEK), usd(210)]))
assert cap14 == 350
# EN-15 Illinois
il_floor = 45 * 15.00
cap15 = min(0.15 * 900, 712 - il_floor)
checks.append(("Q-EN-15", must, [usd(cap15), usd(il_floor), usd(135 - cap15)]))
assert cap15 == 37
# EN-17 PA $300
checks.append(("Q-EN-17", must, ["$300", "$1,250"]))
# EN-18 Texas vehicles
honda_eq = 16000 - 4000
fam = 21000 + honda_eq + 18000
checks.append(("Q-EN-18", must, [usd(honda_eq), usd(fam), "$100,000", "$7,500"]))
assert fam <= 100000
# EN-29 settlement
checks.append(("Q-EN-29", must, [usd(0.40 * 4800), usd(4800 - 1920), "40%"]))
# EN-30 forgiven (should)
checks.append(("Q-EN-30", should, [usd(2600 - 1200)]))
# EN-31 after judgment
checks.append(("Q-EN-31", must, [usd(5300 - 1150), usd(1150)]))
# EN-33 forgiven (should)
checks.append(("Q-EN-33", should, [usd(3900 - 1600)]))
# EN-38 deficiency
checks.append(("Q-EN-38", must, [usd(14200 + 1100 - 6000)]))
# ES-06 Indiana / federal weekly
cap06 = min(0.25 * 300, 300 - MIN_FED_WEEK)
checks.append(("Q-ES-06", must, [usd(cap06), usd(300 - MIN_FED_WEEK), usd(MIN_FED_WEEK)]))
assert cap06 == 75
# ES-07 Tennessee
cap07 = min(0.25 * 600, 600 - MIN_FED_WEEK)
checks.append(("Q-ES-07", must, [usd(cap07), usd(600 - MIN_FED_WEEK)]))
checks.append(("Q-ES-07", should, [usd(cap07 - 2 * 2.50)]))
# ES-08 Texas tools
tot08 = 24000 + 9000
checks.append(("Q-ES-08", must, [usd(tot08), usd(50000 - tot08), "$50,000"]))
# ES-09 Nevada homestead
checks.append(("Q-ES-09", must, [usd(380000 - 200000), "$605,000"]))
# ES-16 plan length
months = 3900 / 150
assert months == int(months)
checks.append(("Q-ES-16", must, [f"{int(months)} months"]))
# ES-17 insolvency
canceled = 8700 - 2500
insolv = 28000 - 23500
taxable = max(0, canceled - min(canceled, insolv))
checks.append(("Q-ES-17", must, [usd(canceled), usd(insolv), usd(taxable)]))
assert (canceled, insolv, taxable) == (6200, 4500, 1700)

print("\nnumbers items:")
for iid, where, needles in checks:
    hay = where(iid)
    miss = [s for s in needles if s not in hay]
    print(f"  {'OK ' if not miss else 'BAD'} {iid}: {', '.join(needles)}")
    if miss:
        err(f"{iid}: numbers key lacks {miss}")

if errors:
    print("\nFAILED:")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nAll format and numbers checks passed.")
