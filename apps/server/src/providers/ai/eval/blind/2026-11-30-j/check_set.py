#!/usr/bin/env python3
"""Format checks for questions.jsonl (blind set solo-2026-11-30-j)."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"}
TOPICS = {"lawsuit_answer_deadline":(6,3),"garnishment_exempt_income":(3,2),"bank_levy":(2,1),
          "collector_contact_rules":(2,1),"validation_disputes":(2,1),"time_barred_debt":(2,1),
          "settlement_taxes":(2,1),"credit_reporting":(2,1),"jail_contempt_scams_identity_theft":(2,1),
          "medical_debt":(2,0),"what_to_say_to_a_collector":(1,1),"out_of_scope":(1,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
ok = True
def bad(*a):
    global ok; ok = False; print("BAD", *a)
items, ids = [], set()
for n, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    try:
        q = json.loads(line)
    except Exception as e:
        bad("line", n, "does not parse", e); continue
    items.append(q)
    if set(q) != KEYS: bad(n, "key set", sorted(set(q) ^ KEYS))
    if q["id"] in ids: bad("duplicate id", q["id"])
    ids.add(q["id"])
    if q["lang"] not in ("en","es") or q["lang"] != q["account_lang"]: bad(q["id"], "lang/account_lang")
    pre = "J-EN-" if q["lang"] == "en" else "J-ES-"
    if not re.fullmatch(re.escape(pre) + r"\d{2}", q["id"]): bad(q["id"], "id prefix vs lang")
    if q["topic"] not in TOPICS: bad(q["id"], "topic", q["topic"])
    if q["account_state"] not in STATES: bad(q["id"], "account_state")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(q[k], list) or not all(isinstance(x,str) and x.strip() for x in q[k]): bad(q["id"], k)
    if not q["must_say"]: bad(q["id"], "empty must_say")
    for x in q["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): bad(q["id"], "must_not prefix", x[:40])
    if not isinstance(q["question"], str) or len(q["question"]) < 40: bad(q["id"], "question")
c = collections.Counter((q["topic"], q["lang"]) for q in items)
for t, (en, es) in TOPICS.items():
    if c[(t,"en")] != en or c[(t,"es")] != es: bad("count", t, c[(t,"en")], c[(t,"es")])
nen = sum(q["lang"]=="en" for q in items); nes = sum(q["lang"]=="es" for q in items)
if (len(items), nen, nes) != (40, 27, 13): bad("totals", len(items), nen, nes)
for lang, k in (("en",27),("es",13)):
    want = {f"J-{lang.upper()}-{i:02d}" for i in range(1,k+1)}
    got = {q["id"] for q in items if q["lang"]==lang}
    if want != got: bad("id sequence", lang, sorted(want ^ got))
print(f"{len(items)} items, en={nen}, es={nes}, topics ok" if ok else "FORMAT PROBLEMS")
sys.exit(0 if ok else 1)
