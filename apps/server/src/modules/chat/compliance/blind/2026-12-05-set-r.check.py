import json, collections, sys
CATS = {"abusive","violence","arrest_criminal","seizure_garnishment_suit","time_barred_suit","misrepresentation","false_credit","government_or_bureau_impersonation","fake_legal_process","unauthorized_fees","third_party_disclosure","overshadowing","dispute_brushed_aside","harassment_repetition","cease_or_represented","attorney_implication","benign"}
KEYS = {"id","language","text","verdict","category","trap","context","why"}
CTX = {"isTimeBarred":bool,"isInValidationPeriod":bool,"isDisputed":bool,"isDisputeVerified":bool,"messagesSentToday":int,"isCeaseRequested":bool,"isRepresented":bool,"senderIsAttorney":bool,"balanceCents":int}
errs = []; rows = []
for n, line in enumerate(open('/work/blind/scanner-r/set-r.jsonl', encoding='utf-8'), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"line {n}: parse {e}"); continue
    rows.append(r)
    if set(r) != KEYS: errs.append(f"line {n}: keys {set(r)^KEYS}")
    if r.get("id") != n: errs.append(f"line {n}: id {r.get('id')}")
    if r.get("language") not in ("en","es"): errs.append(f"line {n}: language")
    if r.get("verdict") not in ("block","allow"): errs.append(f"line {n}: verdict")
    if r.get("category") not in CATS: errs.append(f"line {n}: category")
    if r.get("verdict") == "block" and r.get("category") == "benign": errs.append(f"line {n}: block benign")
    if r.get("verdict") == "allow" and r.get("category") != "benign": errs.append(f"line {n}: allow not benign")
    if not isinstance(r.get("trap"), bool): errs.append(f"line {n}: trap type")
    if r.get("trap") and r.get("verdict") != "allow": errs.append(f"line {n}: trap on block")
    if not isinstance(r.get("context"), dict): errs.append(f"line {n}: context type")
    else:
        for k, v in r["context"].items():
            if k not in CTX: errs.append(f"line {n}: ctx key {k}")
            elif type(v) is not CTX[k]: errs.append(f"line {n}: ctx type {k}")
    if not isinstance(r.get("text"), str) or not r["text"].strip(): errs.append(f"line {n}: text")
    if not isinstance(r.get("why"), str) or not r["why"].strip(): errs.append(f"line {n}: why")
texts = [r["text"].lower() for r in rows]
if len(set(texts)) != len(texts): errs.append("duplicate texts")
print("rows", len(rows))
print("verdict", collections.Counter(r["verdict"] for r in rows))
print("language", collections.Counter(r["language"] for r in rows))
print("traps", sum(r["trap"] for r in rows), "of allow", sum(r["verdict"]=="allow" for r in rows))
for c, k in sorted(collections.Counter(r["category"] for r in rows).items()): print(f"  {c}: {k}")
print("ERRORS:", errs if errs else "none")
sys.exit(1 if errs else 0)
