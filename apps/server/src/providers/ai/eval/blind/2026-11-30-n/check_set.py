#!/usr/bin/env python3
"""Format checks for set N (questions.jsonl). Standard library only.

Usage: python3 check_set.py   (run inside /work/blind/solo-2026-11-30-n/)
Exit code 0 = all checks pass, 1 = at least one problem.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "questions.jsonl")

KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]

# planned counts per topic: (en, es)
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

STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO
MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())

problems = []


def bad(msg):
    problems.append(msg)


def main():
    if not os.path.exists(QFILE):
        print("questions.jsonl missing")
        return 1
    items = []
    with open(QFILE, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        bad("file does not end with a newline")
    for n, line in enumerate(raw.split("\n"), 1):
        if line == "":
            continue
        if line.strip() != line:
            bad(f"line {n}: leading/trailing whitespace")
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"line {n}: invalid JSON ({e})")
            continue
        if not isinstance(obj, dict):
            bad(f"line {n}: not a JSON object")
            continue
        items.append((n, obj))

    if len(items) != 40:
        bad(f"expected 40 items, found {len(items)}")

    ids = Counter()
    per_lang = Counter()
    per_topic = Counter()
    expected_ids = [f"N-EN-{i:02d}" for i in range(1, 28)] + [f"N-ES-{i:02d}" for i in range(1, 14)]

    for n, it in items:
        tag = it.get("id", f"line {n}")
        if list(it.keys()) != KEYS:
            if set(it.keys()) != set(KEYS):
                bad(f"{tag}: keys {sorted(it.keys())} != {sorted(KEYS)}")
            else:
                bad(f"{tag}: keys present but not in canonical order")
        ids[it.get("id")] += 1
        iid = it.get("id", "")
        m = re.fullmatch(r"N-(EN|ES)-(\d{2})", str(iid))
        if not m:
            bad(f"{tag}: bad id format")
            continue
        want_lang = m.group(1).lower()
        if it.get("lang") != want_lang:
            bad(f"{tag}: lang {it.get('lang')!r} does not match id prefix")
        if it.get("account_lang") != it.get("lang"):
            bad(f"{tag}: account_lang != lang")
        if it.get("lang") not in ("en", "es"):
            bad(f"{tag}: lang must be en or es")
        if it.get("account_state") not in STATES:
            bad(f"{tag}: account_state {it.get('account_state')!r} not a US state/DC code")
        topic = it.get("topic")
        if topic not in TOPICS:
            bad(f"{tag}: unknown topic {topic!r}")
        per_lang[want_lang] += 1
        per_topic[(topic, want_lang)] += 1

        q = it.get("question")
        if not isinstance(q, str) or len(q.strip()) < 20:
            bad(f"{tag}: question missing or too short")
        for key in ("must_say", "should_say", "must_not_say"):
            v = it.get(key)
            if not isinstance(v, list):
                bad(f"{tag}: {key} must be a list")
                continue
            for s in v:
                if not isinstance(s, str) or not s.strip():
                    bad(f"{tag}: {key} has an empty/non-string entry")
            if len(set(v)) != len(v):
                bad(f"{tag}: {key} has duplicate entries")
        if not it.get("must_say"):
            bad(f"{tag}: must_say is empty (first entry must be the central point)")
        elif len(it["must_say"][0]) < 40:
            bad(f"{tag}: first must_say entry looks too short to be a central point")
        if not it.get("must_not_say"):
            bad(f"{tag}: must_not_say is empty")
        for s in it.get("must_not_say", []) or []:
            if not (isinstance(s, str) and (s.startswith("[unsafe] ") or s.startswith("[wrong] "))):
                bad(f"{tag}: must_not_say entry must start with '[unsafe] ' or '[wrong] ': {s[:50]!r}")
        for s in (it.get("must_say", []) or []) + (it.get("should_say", []) or []):
            if isinstance(s, str) and (s.startswith("[unsafe]") or s.startswith("[wrong]")):
                bad(f"{tag}: label prefix found in must_say/should_say")
        # Spanish items should be typed in Spanish: crude check for common Spanish words
        if want_lang == "es" and isinstance(q, str):
            if not re.search(r"\b(que|q|de|la|el|mi|me|por|una|un)\b", q.lower()):
                bad(f"{tag}: question does not look Spanish")

    for i, c in ids.items():
        if c > 1:
            bad(f"duplicate id {i}")
    missing = [i for i in expected_ids if i not in ids]
    extra = [i for i in ids if i not in expected_ids]
    if missing:
        bad(f"missing ids: {missing}")
    if extra:
        bad(f"unexpected ids: {extra}")
    # ids in order in the file
    order = [it.get("id") for _, it in items]
    if order != sorted(order, key=lambda x: (x[2:4] != "EN", x)):
        bad("ids are not in order (EN 01..27 then ES 01..13)")

    if per_lang["en"] != 27 or per_lang["es"] != 13:
        bad(f"language counts en={per_lang['en']} es={per_lang['es']} (want 27/13)")
    for topic, (en, es) in TOPICS.items():
        got = (per_topic[(topic, "en")], per_topic[(topic, "es")])
        if got != (en, es):
            bad(f"topic {topic}: en/es = {got}, planned {(en, es)}")

    # companion files exist
    for fn in ("GRADING.md", "README.md", "verify_dates.py", "check_set.py"):
        if not os.path.exists(os.path.join(HERE, fn)):
            bad(f"missing file {fn}")

    # every item id appears in GRADING.md (per-item notes) if GRADING.md exists
    gpath = os.path.join(HERE, "GRADING.md")
    if os.path.exists(gpath):
        g = open(gpath, encoding="utf-8").read()
        for i in expected_ids:
            if i not in g:
                bad(f"GRADING.md does not mention {i}")

    if problems:
        print(f"check_set: {len(problems)} problem(s)")
        for p in problems:
            print(" -", p)
        return 1
    print("check_set: OK — 40 items (27 en / 13 es), keys, labels, topics and counts all as planned")
    for topic, (en, es) in TOPICS.items():
        print(f"   {topic:38s} en {en}  es {es}")
    states = Counter(it["account_state"] for _, it in items)
    print("   account_state spread:", dict(sorted(states.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
