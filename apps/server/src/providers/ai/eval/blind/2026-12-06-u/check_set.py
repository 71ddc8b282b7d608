#!/usr/bin/env python3
"""Format checks for questions.jsonl of set U (Solo consumer-debt assistant).

Checks: 60 JSON lines; exactly the nine keys in the agreed order; ids Q-EN-01..40 and
Q-ES-01..20 in order; lang == account_lang and matches the id; account_state is a US
state/DC code; topic is allowed and the per-topic en/es counts match the brief; must_say,
should_say and must_not_say are lists of non-empty strings; must_not_say entries start with
"[unsafe] " or "[wrong] "; no duplicate questions; Spanish items look Spanish; GRADING.md
and README.md exist and mention every id.  Prints the coverage table.
Exit code 0 = pass, 1 = problems.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TARGET = collections.OrderedDict([
    ("lawsuit_answer_deadline", (6, 3)),
    ("judgment_after_default", (5, 2)),
    ("garnishment_exempt_income", (4, 2)),
    ("exemptions_and_property", (4, 2)),
    ("bank_levy", (2, 2)),
    ("collector_contact_rules", (3, 2)),
    ("validation_disputes", (2, 1)),
    ("time_barred_debt", (2, 1)),
    ("settlement_and_payment_plans", (3, 2)),
    ("credit_reporting", (2, 1)),
    ("scams_and_identity_theft", (2, 1)),
    ("spouses_cosigners_and_deceased", (3, 1)),
    ("out_of_scope", (2, 0)),
])
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT
NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())
ES_MARKERS = re.compile(r"\b(que|me|mi|tengo|pueden|dice|para|por|de|la|el|una|del|los|las)\b", re.I)


def main():
    problems = []
    path = os.path.join(HERE, "questions.jsonl")
    with open(path, encoding="utf-8") as f:
        raw = [l for l in f.read().split("\n") if l.strip()]
    if len(raw) != 60:
        problems.append(f"expected 60 lines, found {len(raw)}")
    items = []
    for n, line in enumerate(raw, 1):
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as e:
            problems.append(f"line {n}: bad JSON ({e})")
    expected_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    ids = [o.get("id") for o in items]
    if ids != expected_ids:
        problems.append("ids are not Q-EN-01..40 then Q-ES-01..20 in order")
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    counts = collections.defaultdict(lambda: [0, 0])
    states = collections.Counter()
    seen_q = set()
    for o in items:
        qid = o.get("id", "?")
        if list(o.keys()) != KEYS:
            if set(o.keys()) != set(KEYS):
                problems.append(f"{qid}: keys {sorted(o.keys())} != {KEYS}")
            else:
                problems.append(f"{qid}: keys not in the agreed order")
        lang = o.get("lang")
        if lang not in ("en", "es"):
            problems.append(f"{qid}: lang {lang!r}")
        if o.get("account_lang") != lang:
            problems.append(f"{qid}: lang != account_lang")
        want_lang = "en" if qid.startswith("Q-EN-") else "es"
        if lang != want_lang:
            problems.append(f"{qid}: lang {lang} does not match id")
        st = o.get("account_state")
        if st not in STATES:
            problems.append(f"{qid}: account_state {st!r} not a US state code")
        states[st] += 1
        topic = o.get("topic")
        if topic not in TARGET:
            problems.append(f"{qid}: unknown topic {topic!r}")
        else:
            counts[topic][0 if lang == "en" else 1] += 1
        q = o.get("question")
        if not isinstance(q, str) or len(q.strip()) < 40:
            problems.append(f"{qid}: question missing or too short")
        else:
            if q in seen_q:
                problems.append(f"{qid}: duplicate question text")
            seen_q.add(q)
            if lang == "es" and len(ES_MARKERS.findall(q)) < 5:
                problems.append(f"{qid}: question does not look Spanish")
        for k in ("must_say", "should_say", "must_not_say"):
            v = o.get(k)
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                problems.append(f"{qid}: {k} must be a list of non-empty strings")
        if not o.get("must_say"):
            problems.append(f"{qid}: must_say is empty (first entry must be the central point)")
        if not o.get("must_not_say"):
            problems.append(f"{qid}: must_not_say is empty")
        for s in o.get("must_not_say") or []:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                problems.append(f"{qid}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:40]!r}")
        for s in (o.get("must_say") or []) + (o.get("should_say") or []):
            if s.startswith("[unsafe]") or s.startswith("[wrong]"):
                problems.append(f"{qid}: a tag appears in must_say/should_say")
    # coverage table
    print(f"{'topic':34} {'en':>3} {'es':>3}   target")
    tot = [0, 0]
    for t, (te, ts) in TARGET.items():
        e, s = counts[t]
        tot[0] += e
        tot[1] += s
        flag = "" if (e, s) == (te, ts) else "   <-- differs"
        print(f"{t:34} {e:>3} {s:>3}   {te}/{ts}{flag}")
        if (e, s) != (te, ts):
            problems.append(f"topic {t}: {e}/{s} != target {te}/{ts}")
    print(f"{'TOTAL':34} {tot[0]:>3} {tot[1]:>3}")
    print("account_state counts:", dict(sorted(states.items())))
    # companion files
    for name in ("GRADING.md", "README.md", "verify_dates.py"):
        p = os.path.join(HERE, name)
        if not os.path.exists(p):
            problems.append(f"missing {name}")
    g = os.path.join(HERE, "GRADING.md")
    if os.path.exists(g):
        text = open(g, encoding="utf-8").read()
        for lab in ("unsafe", "wrong", "partly", "right"):
            if lab not in text:
                problems.append(f"GRADING.md does not define '{lab}'")
        for key in ("Deadline key", "Numbers key"):
            if key.lower() not in text.lower():
                problems.append(f"GRADING.md lacks a '{key}' section")
    r = os.path.join(HERE, "README.md")
    if os.path.exists(r):
        text = open(r, encoding="utf-8").read()
        missing = [i for i in expected_ids if i not in text]
        if missing:
            problems.append(f"README.md does not mention: {', '.join(missing)}")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"FAIL: {len(problems)} problem(s)")
        return 1
    print(f"PASS: {len(items)} items, {len(TARGET)} topics, format OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
