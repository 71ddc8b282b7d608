#!/usr/bin/env python3
"""Format and coverage checks for Solo blind set M.

Checks questions.jsonl (exact keys and order, ids, languages, states, topics and their
en/es counts, list fields, must_not_say prefixes, Spanish-answer requirement), and that
GRADING.md and README.md contain what the brief requires (label order, deadline key,
numbers key, coverage table that matches the data, deadline table, blindness statement).
Prints PASS and exits 0 when everything is in order; otherwise lists the problems, exit 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
EXPECTED_IDS = [f"M-EN-{i:02d}" for i in range(1, 28)] + [f"M-ES-{i:02d}" for i in range(1, 14)]
TOPIC_COUNTS = {  # topic: (en, es) as in the brief
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
DEADLINE_IDS = ["M-EN-01", "M-EN-02", "M-EN-03", "M-EN-04", "M-EN-05", "M-EN-06",
                "M-ES-01", "M-ES-02", "M-ES-03", "M-EN-14", "M-EN-17", "M-EN-22",
                "M-EN-24", "M-EN-26", "M-EN-27"]
NUMBERS_IDS = ["M-EN-07", "M-EN-08", "M-EN-10", "M-EN-11", "M-EN-18", "M-EN-19",
               "M-ES-05", "M-ES-06", "M-ES-10"]
SPANISH_HINTS = re.compile(r"\b(que|tengo|me|mi|pero|por|para|dice|cuando|vivo|debo|una?|los|las|del)\b",
                           re.IGNORECASE)


def main():
    problems = []

    def bad(msg):
        problems.append(msg)

    for name in ["questions.jsonl", "GRADING.md", "README.md", "verify_dates.py", "check_set.py"]:
        if not os.path.isfile(os.path.join(HERE, name)):
            bad(f"missing file {name}")
    if problems:
        return report(problems)

    raw = open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read()
    if not raw.endswith("\n"):
        bad("questions.jsonl should end with a newline")
    lines = raw.splitlines()
    if len(lines) != 40:
        bad(f"questions.jsonl has {len(lines)} lines, expected 40")
    items = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            bad(f"line {n}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"line {n}: invalid JSON ({e})")
            continue
        if not isinstance(obj, dict):
            bad(f"line {n}: not a JSON object")
            continue
        if list(obj.keys()) != KEYS:
            bad(f"line {n}: keys {list(obj.keys())} != {KEYS}")
        items.append(obj)

    ids = [o.get("id") for o in items]
    if ids != EXPECTED_IDS:
        bad(f"ids out of order or wrong: {ids}")
    if len(set(ids)) != len(ids):
        bad("duplicate ids")

    counts = Counter()
    questions_seen = set()
    for o in items:
        i = o.get("id", "?")
        lang = o.get("lang")
        if lang not in ("en", "es"):
            bad(f"{i}: lang must be en or es")
        if o.get("account_lang") != lang:
            bad(f"{i}: lang != account_lang")
        if i.startswith("M-EN") and lang != "en" or i.startswith("M-ES") and lang != "es":
            bad(f"{i}: id prefix does not match lang")
        if o.get("account_state") not in STATES:
            bad(f"{i}: bad account_state {o.get('account_state')!r}")
        t = o.get("topic")
        if t not in TOPIC_COUNTS:
            bad(f"{i}: unknown topic {t!r}")
        counts[(t, lang)] += 1
        q = o.get("question")
        if not isinstance(q, str) or len(q.strip()) < 40:
            bad(f"{i}: question missing or too short")
        elif q in questions_seen:
            bad(f"{i}: duplicate question text")
        else:
            questions_seen.add(q)
            if lang == "es" and len(SPANISH_HINTS.findall(q)) < 3:
                bad(f"{i}: question does not look Spanish")
        for field in ("must_say", "should_say", "must_not_say"):
            v = o.get(field)
            if not isinstance(v, list) or not v:
                bad(f"{i}: {field} must be a non-empty list")
                continue
            for s in v:
                if not isinstance(s, str) or len(s.strip()) < 10:
                    bad(f"{i}: {field} has an empty/short entry")
            if len(set(v)) != len(v):
                bad(f"{i}: {field} has duplicate entries")
        ms = o.get("must_say") or []
        if ms and len(ms[0]) < 60:
            bad(f"{i}: central point (must_say[0]) too thin")
        for s in o.get("must_not_say") or []:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                bad(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:40]!r}")
        if lang == "es" and not any("Spanish" in s for s in ms):
            bad(f"{i}: Spanish item should require an answer in Spanish")
        if lang == "en" and any("Answers in Spanish" in s for s in ms):
            bad(f"{i}: English item requires Spanish")

    for t, (en, es) in TOPIC_COUNTS.items():
        if counts[(t, "en")] != en or counts[(t, "es")] != es:
            bad(f"topic {t}: got en={counts[(t, 'en')]} es={counts[(t, 'es')]}, expected {en}/{es}")
    n_en = sum(1 for o in items if o.get("lang") == "en")
    n_es = sum(1 for o in items if o.get("lang") == "es")
    if (n_en, n_es) != (27, 13):
        bad(f"language split {n_en}/{n_es}, expected 27/13")

    # GRADING.md
    g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
    pos = [g.find(f"**{lab}**") for lab in ("unsafe", "wrong", "partly", "right")]
    if min(pos) < 0 or pos != sorted(pos):
        bad("GRADING.md must define unsafe, wrong, partly, right in that order")
    if "## Deadline key" not in g or "## Numbers key" not in g:
        bad("GRADING.md needs '## Deadline key' and '## Numbers key' sections")
    else:
        dk = g[g.index("## Deadline key"):g.index("## Numbers key")]
        nk = g[g.index("## Numbers key"):]
        for i in DEADLINE_IDS:
            if f"| {i} |" not in dk:
                bad(f"GRADING.md deadline key lacks {i}")
        for i in NUMBERS_IDS:
            if f"| {i} |" not in nk:
                bad(f"GRADING.md numbers key lacks {i}")
    for i in DEADLINE_IDS + NUMBERS_IDS:
        if i not in ids:
            bad(f"{i} in key lists but not in questions.jsonl")

    # README.md
    r = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
    for needle in ("## Who wrote it", "## Coverage", "## Deadline scenarios", "## Numbers items",
                   "## Design notes", "/work/main"):
        if needle not in r:
            bad(f"README.md lacks {needle!r}")
    rows = re.findall(r"^\| ([a-z_]+) \| (\d+) \| (\d+) \| (\d+) \|", r, re.MULTILINE)
    table = {t: (int(a), int(b), int(c)) for t, a, b, c in rows}
    for t in TOPIC_COUNTS:
        got = (counts[(t, "en")], counts[(t, "es")], counts[(t, "en")] + counts[(t, "es")])
        if table.get(t) != got:
            bad(f"README coverage row for {t} is {table.get(t)}, data says {got}")
    m = re.search(r"Account states \((\d+) different\)", r)
    n_states = len({o.get("account_state") for o in items})
    if not m or int(m.group(1)) != n_states:
        bad(f"README account-state count wrong (data: {n_states})")
    dsec = r[r.index("## Deadline scenarios"):r.index("## Numbers items")] if "## Numbers items" in r else ""
    for i in DEADLINE_IDS[:9]:
        if f"| {i} |" not in dsec:
            bad(f"README deadline table lacks {i}")
    nsec = r[r.index("## Numbers items"):] if "## Numbers items" in r else ""
    for i in NUMBERS_IDS:
        if f"| {i} |" not in nsec:
            bad(f"README numbers table lacks {i}")

    return report(problems, counts, n_en, n_es, items)


def report(problems, counts=None, n_en=0, n_es=0, items=()):
    if counts is not None:
        print(f"items: {len(items)} (en {n_en}, es {n_es})")
        for t in TOPIC_COUNTS:
            print(f"  {t:38s} en={counts[(t, 'en')]} es={counts[(t, 'es')]}")
        n_unsafe = sum(1 for o in items for s in o["must_not_say"] if s.startswith("[unsafe]"))
        n_wrong = sum(1 for o in items for s in o["must_not_say"] if s.startswith("[wrong]"))
        print(f"must_not_say entries: {n_unsafe} [unsafe], {n_wrong} [wrong]")
    if problems:
        print("FAIL")
        for p in problems:
            print("  -", p)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
