#!/usr/bin/env python3
"""Format and consistency checks for Solo question set S.  Run: python3 check_set.py"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
SPEC = {  # topic: (en, es)
    "lawsuit_answer_deadline": (6, 3), "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2), "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2), "collector_contact_rules": (3, 2), "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1), "settlement_and_payment_plans": (3, 2), "credit_reporting": (2, 1),
    "scams_and_identity_theft": (2, 1), "spouses_cosigners_and_deceased": (3, 1), "out_of_scope": (2, 0),
}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
             "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
CP = {"AZ", "CA", "ID", "LA", "NV", "NM", "TX", "WA", "WI"}
errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- questions.jsonl
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {n}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {n}: bad JSON ({e})")
            continue
        items.append(obj)

expected_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
ids = [o.get("id") for o in items]
if ids != expected_ids:
    err(f"ids not exactly Q-EN-01..40 then Q-ES-01..20 (got {len(ids)} items)")
if len(set(ids)) != len(ids):
    err("duplicate ids")

counts = {t: [0, 0] for t in SPEC}
seen_q = set()
for o in items:
    i = o.get("id", "?")
    if list(o.keys()) != KEYS:
        if set(o.keys()) != set(KEYS):
            err(f"{i}: keys {sorted(o.keys())} != {KEYS}")
    lang = o.get("lang")
    if lang not in ("en", "es"):
        err(f"{i}: lang {lang!r}")
    if o.get("account_lang") != lang:
        err(f"{i}: lang != account_lang")
    if i.startswith("Q-EN") and lang != "en" or i.startswith("Q-ES") and lang != "es":
        err(f"{i}: id prefix does not match lang")
    if o.get("account_state") not in STATES:
        err(f"{i}: account_state {o.get('account_state')!r} not a US state code")
    t = o.get("topic")
    if t not in SPEC:
        err(f"{i}: unknown topic {t!r}")
    else:
        counts[t][0 if lang == "en" else 1] += 1
    q = o.get("question")
    if not isinstance(q, str) or len(q) < 40:
        err(f"{i}: question missing or too short")
    elif q in seen_q:
        err(f"{i}: duplicate question text")
    else:
        seen_q.add(q)
    for k in ("must_say", "should_say", "must_not_say"):
        v = o.get(k)
        if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
            err(f"{i}: {k} must be a list of non-empty strings")
    if not o.get("must_say"):
        err(f"{i}: must_say empty")
    if not o.get("must_not_say"):
        err(f"{i}: must_not_say empty")
    for s in o.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
            err(f"{i}: must_not_say entry does not start with [unsafe]/[wrong]: {s[:50]!r}")
    for s in o.get("must_say", []) + o.get("should_say", []):
        if s.startswith("[unsafe]") or s.startswith("[wrong]"):
            err(f"{i}: tag used outside must_not_say")

for t, (en, es) in SPEC.items():
    if tuple(counts[t]) != (en, es):
        err(f"topic {t}: got en/es {counts[t]}, spec {en}/{es}")

by_id = {o["id"]: o for o in items if "id" in o}

# Spanish style: some with accents, some without, some Spanglish
acc = re.compile(r"[áéíóúñ¿¡]")
es_items = [o for o in items if o.get("lang") == "es"]
with_acc = sum(1 for o in es_items if acc.search(o["question"]))
without_acc = len(es_items) - with_acc
spanglish = sum(1 for o in es_items if re.search(r"\b(papers|credit card|regular mail|certified|summons|small claims|unemployment|Hi)\b", o["question"]))
if with_acc < 3 or without_acc < 3 or spanglish < 3:
    err(f"Spanish style spread too narrow: accents {with_acc}, no accents {without_acc}, spanglish {spanglish}")

# ---------------------------------------------------------------- numbers recomputed
def money(x):
    return f"${x:,.2f}" if x != int(x) else f"${int(x):,}"


N = []  # (item, label, computed string)
il = min(0.15 * 1800, 1440 - 45 * 15.00 * 2)
N += [("Q-EN-12", "IL cap per check", money(il)), ("Q-EN-12", "IL over-withheld", money(270 - il)),
      ("Q-EN-12", "IL floor per 2 weeks", money(45 * 15 * 2))]
oh = min(0.25 * 260, 260 - 30 * 7.25)
N += [("Q-EN-13", "30x floor", money(30 * 7.25)), ("Q-EN-13", "OH cap", money(oh)),
      ("Q-EN-13", "OH over-withheld", money(65 - oh))]
N += [("Q-EN-16", "truck + tools", money(22000 + 8000))]
N += [("Q-EN-20", "SS protected", money(min(5100, 2 * 1840))), ("Q-EN-20", "frozen", money(5100 - 2 * 1840))]
N += [("Q-EN-29", "percent", f"{round(1800 / 4500 * 100)}%"), ("Q-EN-29", "forgiven", money(4500 - 1800))]
N += [("Q-EN-30", "forgiven", money(8600 - 5000)), ("Q-EN-30", "percent", f"{round(5000 / 8600 * 100)}%")]
ins = 38000 - 34500
N += [("Q-EN-31", "insolvency", money(ins)), ("Q-EN-31", "taxable", money(6400 - min(ins, 6400)))]
N += [("Q-ES-07", "FL head-of-family threshold", money(750))]
if not 640 <= 750:
    err("Q-ES-07 arithmetic")
N += [("Q-ES-10", "SS protected", money(min(3900, 2 * 1290))), ("Q-ES-10", "frozen", money(3900 - 2 * 1290))]
N += [("Q-ES-16", "forgiven", money(3000 - 1200)), ("Q-ES-16", "percent", f"{round(1200 / 3000 * 100)}%")]
for item, label, s in N:
    text = " ".join(by_id.get(item, {}).get("must_say", []))
    if s not in text:
        err(f"{item}: computed {label} {s} not found in must_say")
print(f"numbers recomputed: {len(N)} figures in {len(set(n[0] for n in N))} items")

# ---------------------------------------------------------------- README item map
readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
rows = [r for r in readme.splitlines() if re.match(r"\| Q-(EN|ES)-\d\d \| (en|es) \|", r)]
rmap = {}
for r in rows:
    cells = [c.strip() for c in r.strip().strip("|").split("|")]
    if len(cells) != 7:
        err(f"README row has {len(cells)} cells: {r[:40]}")
        continue
    rmap[cells[0]] = cells
if sorted(rmap) != sorted(expected_ids):
    err(f"README item map covers {len(rmap)} ids, expected 60")
court_states = set()
deadline_states = set()
ways = {"named": 0, "city only": 0, "county": 0, "court's name only": 0}
for iid, c in rmap.items():
    o = by_id.get(iid)
    if not o:
        continue
    if c[1] != o["lang"] or c[2] != o["topic"] or c[3] != o["account_state"]:
        err(f"{iid}: README row disagrees with questions.jsonl")
    if c[4] != "—":
        if c[4] not in STATES:
            err(f"{iid}: bad court state {c[4]}")
        court_states.add(c[4])
        if o["topic"] == "lawsuit_answer_deadline":
            deadline_states.add(c[4])
        for w in ways:
            if c[5].startswith(w):
                ways[w] += 1
if len(court_states) < 15:
    err(f"only {len(court_states)} court states")
if len(deadline_states) < 9:
    err(f"answer-deadline items use only {len(deadline_states)} court states")
if not court_states - CP:
    err("no court state outside the brief's list")
if min(ways.values()) < 2:
    err(f"state given in too few ways: {ways}")
print(f"court states ({len(court_states)}): {' '.join(sorted(court_states))}")
print(f"answer-deadline court states ({len(deadline_states)}): {' '.join(sorted(deadline_states))}")
print(f"ways the court state is given: {ways}")
diff = [i for i, c in rmap.items() if c[4] not in ("—", c[3])]
print(f"account state differs from court state: {', '.join(sorted(diff))}")

# ---------------------------------------------------------------- GRADING.md keys present
grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
for lab in ("unsafe", "wrong", "partly", "right"):
    if f"**{lab}**" not in grading:
        err(f"GRADING.md does not define label {lab}")
dl_ids = ["Q-EN-01", "Q-EN-02", "Q-EN-03", "Q-EN-04", "Q-EN-05", "Q-EN-06", "Q-EN-07", "Q-EN-25",
          "Q-EN-28", "Q-EN-36", "Q-EN-37", "Q-ES-01", "Q-ES-02", "Q-ES-03", "Q-ES-05", "Q-ES-07", "Q-ES-14"]
num_ids = sorted(set(n[0] for n in N))
sec3 = grading.split("## 3.")[1].split("## 4.")[0]
sec4 = grading.split("## 4.")[1].split("## 5.")[0]
for i in dl_ids:
    if f"| {i} |" not in sec3:
        err(f"deadline key lacks {i}")
for i in num_ids:
    if f"| {i} " not in sec4:
        err(f"numbers key lacks {i}")
# every lawsuit_answer_deadline item must be in the deadline key
for o in items:
    if o["topic"] == "lawsuit_answer_deadline" and o["id"] not in dl_ids:
        err(f"{o['id']} missing from deadline key list")

# ---------------------------------------------------------------- summary
print("\nitems per topic (en/es):")
for t, (en, es) in counts.items():
    print(f"  {t:32} {en:2} / {es:2}")
print(f"  {'total':32} {sum(c[0] for c in counts.values()):2} / {sum(c[1] for c in counts.values()):2}")
print(f"Spanish questions: {with_acc} with accents, {without_acc} without, {spanglish} with Spanglish")
if errors:
    print("\nERRORS:")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("\nall format checks passed: OK")
