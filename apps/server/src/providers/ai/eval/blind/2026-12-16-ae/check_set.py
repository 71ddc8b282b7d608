#!/usr/bin/env python3
"""Format and coverage checks for set AE (questions.jsonl)."""
import json, sys, re, collections
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = {  # target en/es counts from the brief (roughly)
    "lawsuit_answer_deadline": (6, 3), "judgment_after_default": (5, 2), "garnishment_exempt_income": (4, 2),
    "exemptions_and_property": (4, 2), "bank_levy": (2, 2), "collector_contact_rules": (3, 2),
    "validation_disputes": (2, 1), "time_barred_debt": (2, 1), "settlement_and_payment_plans": (3, 2),
    "credit_reporting": (2, 1), "scams_and_identity_theft": (2, 1), "spouses_cosigners_and_deceased": (3, 1),
    "out_of_scope": (2, 0)}
STATES = set("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
             "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split())
errs = []
items = []
for n, line in enumerate(open(HERE / "questions.jsonl", encoding="utf-8"), 1):
    if not line.strip():
        errs.append(f"line {n}: blank line"); continue
    try:
        o = json.loads(line)
    except Exception as e:
        errs.append(f"line {n}: bad JSON {e}"); continue
    items.append(o)
    if list(o.keys()) != KEYS:
        errs.append(f"line {n}: keys {list(o.keys())} != {KEYS}")
    i = o.get("id", "")
    m = re.fullmatch(r"Q-(EN|ES)-(\d\d)", i)
    if not m: errs.append(f"line {n}: bad id {i}"); continue
    lang = m.group(1).lower()
    if o["lang"] != lang or o["account_lang"] != lang:
        errs.append(f"{i}: lang/account_lang must both be {lang}")
    if o["account_state"] not in STATES: errs.append(f"{i}: bad account_state {o['account_state']}")
    if o["topic"] not in TOPICS: errs.append(f"{i}: unknown topic {o['topic']}")
    if not isinstance(o["question"], str) or len(o["question"]) < 40: errs.append(f"{i}: question too short")
    for k in ("must_say", "should_say", "must_not_say"):
        v = o[k]
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
            errs.append(f"{i}: {k} must be a non-empty list of strings")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
            errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {x[:50]}")
ids = [o["id"] for o in items]
want = [f"Q-EN-{k:02d}" for k in range(1, 41)] + [f"Q-ES-{k:02d}" for k in range(1, 21)]
if sorted(ids) != sorted(want): errs.append(f"ids mismatch: missing {sorted(set(want)-set(ids))} extra {sorted(set(ids)-set(want))}")
if len(ids) != len(set(ids)): errs.append("duplicate ids")
if ids != want: errs.append("ids not in order")
# coverage
cnt = collections.Counter((o["topic"], o["lang"]) for o in items)
print(f"{'topic':34s} en(target)  es(target)")
for t, (te, ts) in TOPICS.items():
    e, s = cnt[(t, "en")], cnt[(t, "es")]
    flag = "" if abs(e-te) <= 2 and abs(s-ts) <= 1 else "  <-- off target"
    if flag: errs.append(f"topic {t} off target: {e}/{s} vs {te}/{ts}")
    print(f"{t:34s} {e:2d} ({te})      {s:2d} ({ts}){flag}")
print(f"total en={sum(1 for o in items if o['lang']=='en')} es={sum(1 for o in items if o['lang']=='es')}")
# court states: declared in COURT map (state of the court/question, which may differ from account_state)
COURT = {"Q-EN-01":"MI","Q-EN-02":"MD","Q-EN-03":"KY","Q-EN-04":"SC","Q-EN-05":"AK","Q-EN-06":"VA","Q-EN-07":"PA",
 "Q-EN-08":"GA","Q-EN-09":"AR","Q-EN-10":"UT","Q-EN-11":"KS","Q-EN-12":"KY","Q-EN-13":"LA","Q-EN-14":"GA","Q-EN-15":"VT",
 "Q-EN-16":"MT","Q-EN-17":"NM","Q-EN-18":"RI","Q-EN-19":"CA","Q-EN-20":"DE","Q-EN-21":"SC","Q-EN-22":"AL","Q-EN-23":"MT",
 "Q-EN-24":"LA","Q-EN-25":"ID","Q-EN-26":"PA","Q-EN-27":"MI","Q-EN-28":"AR","Q-EN-29":"NM","Q-EN-30":"AL","Q-EN-31":"ID",
 "Q-EN-32":"DE","Q-EN-33":"OH","Q-EN-34":"GA","Q-EN-35":"TX","Q-EN-36":"KS","Q-EN-37":"OK","Q-EN-38":"WV","Q-EN-39":"GA",
 "Q-EN-40":"AR","Q-ES-01":"UT","Q-ES-02":"TX","Q-ES-03":"GA","Q-ES-04":"NM","Q-ES-05":"AL","Q-ES-06":"UT","Q-ES-07":"FL",
 "Q-ES-08":"NY","Q-ES-09":"KS","Q-ES-10":"VA","Q-ES-11":"FL","Q-ES-12":"NV","Q-ES-13":"IL","Q-ES-14":"AZ","Q-ES-15":"TX",
 "Q-ES-16":"MD","Q-ES-17":"MI","Q-ES-18":"CO","Q-ES-19":"CA","Q-ES-20":"LA"}
courts = set(COURT.values())
print(f"distinct court/question states: {len(courts)}: {' '.join(sorted(courts))}")
if len(courts) < 15: errs.append("fewer than 15 court states")
diff = [i for i in ids if COURT.get(i) and COURT[i] != next(o for o in items if o['id']==i)['account_state']]
print(f"items whose account_state differs from the court/question state: {len(diff)}: {' '.join(diff)}")
es_diff = [i for i in diff if i.startswith("Q-ES")]
if len(es_diff) < 2: errs.append("need Spanish items with account_state != court state")
acc = [o for o in items if o["lang"] == "es"]
accents = sum(1 for o in acc if re.search(r"[áéíóúñ¿¡]", o["question"]))
print(f"Spanish questions with accents/ñ/¿: {accents} of {len(acc)}; without: {len(acc)-accents}")
if accents == 0 or accents == len(acc): errs.append("Spanish should mix accented and unaccented typing")
print("\n".join("ERROR " + e for e in errs) if errs else "ALL FORMAT CHECKS PASSED")
sys.exit(1 if errs else 0)
