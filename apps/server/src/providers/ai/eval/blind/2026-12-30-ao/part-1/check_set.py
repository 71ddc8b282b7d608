"""Format checks for set AO part-1 questions.jsonl (stdlib only)."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt",
          "settlement_and_payment_plans","credit_reporting","scams_and_identity_theft",
          "spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def E(msg): errs.append(msg)
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip(): E(f"line {n}: blank line"); continue
        try: o = json.loads(line)
        except Exception as e: E(f"line {n}: bad JSON {e}"); continue
        if list(o.keys()) != KEYS: E(f"line {n}: keys {list(o.keys())}")
        items.append(o)
want = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
ids = [o.get("id") for o in items]
if ids != want: E(f"ids/order differ: {ids}")
if len(set(ids)) != len(ids): E("duplicate ids")
for o in items:
    i = o.get("id", "?")
    lang = "en" if "-EN-" in i else "es"
    if o.get("lang") != lang or o.get("account_lang") != lang: E(f"{i}: lang/account_lang must both be {lang}")
    if o.get("account_state") not in STATES: E(f"{i}: bad account_state {o.get('account_state')}")
    if o.get("topic") not in TOPICS: E(f"{i}: bad topic {o.get('topic')}")
    if not isinstance(o.get("question"), str) or len(o["question"]) < 40: E(f"{i}: question missing/short")
    for k in ["must_say", "should_say", "must_not_say"]:
        v = o.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
            E(f"{i}: {k} must be a non-empty list of strings")
    for x in o.get("must_not_say", []):
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): E(f"{i}: must_not_say entry lacks tag: {x[:40]}")
    if lang == "es" and not re.search(r"\b(que|de|la|el|mi|por|tengo|es)\b", o.get("question", ""), re.I):
        E(f"{i}: Spanish question does not look Spanish")
tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    if tc[t] < 1: E(f"topic {t} missing")
for t in TOPICS[:4]:
    if tc[t] < 3: E(f"topic {t} has {tc[t]} < 3")
if not 1 <= tc["out_of_scope"] <= 2: E("out_of_scope must be 1 or 2")
# report
print(f"{len(items)} items")
print(f"{'topic':34s} en  es  total")
for t in TOPICS:
    en = sum(1 for o in items if o['topic'] == t and o['lang'] == 'en')
    es = sum(1 for o in items if o['topic'] == t and o['lang'] == 'es')
    print(f"{t:34s} {en:2d}  {es:2d}  {en+es:3d}")
print("account_state:", dict(collections.Counter(o['account_state'] for o in items)))
for e in errs: print("ERROR:", e)
print("check_set:", "PASS" if not errs else f"FAIL ({len(errs)} errors)")
sys.exit(1 if errs else 0)
