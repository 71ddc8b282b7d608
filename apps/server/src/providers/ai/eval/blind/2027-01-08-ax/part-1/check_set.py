#!/usr/bin/env python3
"""Format checks for set AX part-1 questions.jsonl, plus the arithmetic behind the numbers keys."""
import json, re, sys, collections
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
items = []
with open("questions.jsonl", encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        try: it = json.loads(line)
        except Exception as e: err.append(f"line {i}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS: err.append(f"line {i}: keys {list(it.keys())}")
ids = [it["id"] for it in items]
want = [f"P1-EN-{k:02d}" for k in range(1,21)] + [f"P1-ES-{k:02d}" for k in range(1,11)]
if ids != want: err.append(f"ids/order wrong: {ids}")
for it in items:
    i = it["id"]
    lang = "en" if "-EN-" in i else "es"
    if it["lang"] != lang or it["account_lang"] != lang: err.append(f"{i}: lang/account_lang")
    if it["account_state"] not in STATES: err.append(f"{i}: account_state {it['account_state']}")
    if it["topic"] not in TOPICS: err.append(f"{i}: topic {it['topic']}")
    if not isinstance(it["question"], str) or len(it["question"]) < 60: err.append(f"{i}: question too short")
    for k in ["must_say","should_say","must_not_say"]:
        v = it[k]
        if not isinstance(v, list) or not v or not all(isinstance(s,str) and s.strip() for s in v):
            err.append(f"{i}: {k} must be a non-empty list of strings")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): err.append(f"{i}: must_not_say tag: {s[:40]}")
    if lang == "es" and not re.search(r"[áéíóúñ¿¡]|\b(que|tengo|me|de)\b", it["question"]): err.append(f"{i}: not Spanish?")
c = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: err.append(f"topic {t}: {c[t]} < {need}")
cl = collections.Counter((it["topic"], it["lang"]) for it in items)

# ---- numbers keys ----
def close(a, b): return abs(a-b) < 0.01
N = []
# EN-08 KY: 25% of disposable 4,800 minus 700 support
N.append(("EN-08 cap", 0.25*4800 - 700, 500))
N.append(("EN-08 30x test monthly", 30*7.25*52/12, 942.50))
N.append(("EN-08 payroll's wrong figure", 0.25*4100, 1025))
# EN-09 MO: 10% head of family
N.append(("EN-09 cap", 0.10*2000, 200)); N.append(("EN-09 over-withheld", 500-200, 300))
# EN-10 KS: two months SSDI protected, rest frozen
N.append(("EN-10 protected", 2*1380, 2760)); N.append(("EN-10 frozen", 3400-2760, 640))
# EN-11 NY: 90% of paycheck
N.append(("EN-11 90% of paycheck", 0.9*1240, 1116))
# ES-03 IL: lesser of 15% gross and disposable - 45 x $15
N.append(("ES-03 cap", min(0.15*900, 720-45*15), 45)); N.append(("ES-03 15% gross", 0.15*900, 135))
# ES-05 settlement
N.append(("ES-05 40%", 0.40*6200, 2480)); N.append(("ES-05 installment", round(2480/3,2), 826.67))
N.append(("ES-05 forgiven at 40%", 6200-2480, 3720)); N.append(("ES-05 30%", 0.30*6200, 1860))
N.append(("ES-05 forgiven at 30%", 6200-1860, 4340)); N.append(("ES-05 insolvency", 15000-8500, 6500))
for name, got, w in N:
    if not close(got, w): err.append(f"numbers {name}: {got} != {w}")
assert 3720 <= 6500 and 4340 <= 6500
# numbers must appear in the keys
txt = {it["id"]: json.dumps(it, ensure_ascii=False) for it in items}
for i, s in [("P1-EN-08","$500"),("P1-EN-09","$200"),("P1-EN-10","$2,760"),("P1-EN-10","$640"),("P1-EN-11","$1,116"),
             ("P1-ES-03","$45"),("P1-ES-05","$2,480"),("P1-ES-05","$826.67"),("P1-ES-05","$3,720"),("P1-ES-05","$1,860"),("P1-ES-05","$6,500")]:
    if s not in txt[i]: err.append(f"{i}: key missing {s}")
print(f"{len(items)} items; EN={sum(it['lang']=='en' for it in items)} ES={sum(it['lang']=='es' for it in items)}")
for t in TOPICS: print(f"  {t:32s} total={c[t]}  en={cl[(t,'en')]} es={cl[(t,'es')]}")
if err:
    print("ERRORS:"); [print("  ", e) for e in err]; sys.exit(1)
print("format and numbers OK")
