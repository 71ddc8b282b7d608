#!/usr/bin/env python3
"""Format checks for question set P (questions.jsonl). Exit 0 if every check passes, else 1.

Run:  python3 check_set.py
"""
import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
# Required topic counts from the brief: (en, es)
TOPICS = {
    "lawsuit_answer_deadline": (6, 3),
    "garnishment_exempt_income": (3, 2),
    "bank_levy": (2, 1),
    "collector_contact_rules": (2, 1),
    "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1),
    "settlement_taxes": (2, 1),
    "credit_reporting": (2, 1),
    "jail_contempt_scams_identity_theft": (2, 1),
    "medical_debt": (1, 1),
    "what_to_say_to_a_collector": (1, 0),
    "judgment_after_default": (1, 0),
    "out_of_scope": (1, 0),
}
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH
NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())
SPANISH_HINTS = re.compile(r"\b(que|tengo|me|mi|de|el|la|por|para|una|dice|pero|como)\b", re.I)

errors = []
n_checks = 0


def check(cond, msg):
    global n_checks
    n_checks += 1
    if not cond:
        errors.append(msg)


path = HERE / "questions.jsonl"
raw = path.read_bytes()
check(raw.endswith(b"\n"), "file must end with a newline")
lines = raw.decode("utf-8").split("\n")
if lines and lines[-1] == "":
    lines = lines[:-1]
check(len(lines) == 40, f"expected 40 lines, found {len(lines)}")

items = []
for i, line in enumerate(lines, 1):
    check(line.strip() == line and line != "", f"line {i}: blank or padded line")
    try:
        it = json.loads(line)
    except json.JSONDecodeError as e:
        errors.append(f"line {i}: invalid JSON ({e})")
        continue
    check(isinstance(it, dict), f"line {i}: not an object")
    items.append(it)
    iid = it.get("id", f"line {i}")
    check(list(it.keys()) == KEYS, f"{iid}: keys must be exactly {KEYS} in order, got {list(it.keys())}")
    for k in ("id", "lang", "account_lang", "account_state", "topic", "question"):
        check(isinstance(it.get(k), str) and it.get(k).strip() != "", f"{iid}: {k} must be a non-empty string")
    check(it.get("lang") in ("en", "es"), f"{iid}: lang must be en or es")
    check(it.get("lang") == it.get("account_lang"), f"{iid}: lang must equal account_lang")
    check(it.get("account_state") in STATES, f"{iid}: account_state {it.get('account_state')!r} is not a state code")
    check(it.get("topic") in TOPICS, f"{iid}: unknown topic {it.get('topic')!r}")
    m = re.fullmatch(r"P-(EN|ES)-(\d\d)", iid or "")
    check(bool(m), f"{iid}: id format must be P-EN-NN or P-ES-NN")
    if m:
        check(m.group(1).lower() == it.get("lang"), f"{iid}: id prefix does not match lang")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it.get(k)
        check(isinstance(v, list) and len(v) > 0, f"{iid}: {k} must be a non-empty list")
        if isinstance(v, list):
            for j, s in enumerate(v):
                check(isinstance(s, str) and len(s.strip()) >= 15, f"{iid}: {k}[{j}] must be a real sentence")
            check(len(set(v)) == len(v), f"{iid}: duplicate entries in {k}")
    check(isinstance(it.get("must_say"), list) and len(it["must_say"]) >= 2,
          f"{iid}: must_say should have a central point plus at least one more entry")
    for j, s in enumerate(it.get("must_not_say", [])):
        check(isinstance(s, str) and (s.startswith("[unsafe] ") or s.startswith("[wrong] ")),
              f"{iid}: must_not_say[{j}] must start with '[unsafe] ' or '[wrong] '")
    for k in ("must_say", "should_say"):
        for j, s in enumerate(it.get(k, [])):
            check(not str(s).startswith("["), f"{iid}: {k}[{j}] should not carry a tag")
    q = it.get("question", "")
    check(20 <= len(q) <= 1500, f"{iid}: question length {len(q)} out of range")
    if it.get("lang") == "es":
        check(len(SPANISH_HINTS.findall(q)) >= 5, f"{iid}: es question does not look Spanish")

ids = [it.get("id") for it in items]
check(len(set(ids)) == len(ids), "duplicate ids")
expected_ids = [f"P-EN-{i:02d}" for i in range(1, 28)] + [f"P-ES-{i:02d}" for i in range(1, 14)]
check(ids == expected_ids, "ids must run P-EN-01..P-EN-27 then P-ES-01..P-ES-13 in order")

count = collections.Counter((it.get("topic"), it.get("lang")) for it in items)
for topic, (en, es) in TOPICS.items():
    check(count[(topic, "en")] == en, f"topic {topic}: en count {count[(topic, 'en')]} != {en}")
    check(count[(topic, "es")] == es, f"topic {topic}: es count {count[(topic, 'es')]} != {es}")
langs = collections.Counter(it.get("lang") for it in items)
check(langs["en"] == 27 and langs["es"] == 13, f"language counts {dict(langs)} != en 27 / es 13")
check(len({q.get("question") for q in items}) == len(items), "duplicate questions")

# Summary
print(f"items: {len(items)}  ({langs['en']} en, {langs['es']} es)")
print(f"{'topic':40s} en es")
for topic in TOPICS:
    print(f"{topic:40s} {count[(topic, 'en')]:2d} {count[(topic, 'es')]:2d}")
states = collections.Counter(it.get("account_state") for it in items)
print("account_state:", ", ".join(f"{s}={n}" for s, n in sorted(states.items())))
tags = collections.Counter(s.split("]")[0] + "]" for it in items for s in it.get("must_not_say", []))
print("must_not_say tags:", dict(tags))
print(f"\n{n_checks} checks, {len(errors)} errors")
for e in errors:
    print("  ERROR:", e)
sys.exit(1 if errors else 0)
