#!/usr/bin/env python3
"""Recompute every date key of set AZ part-1 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026.  Run: python3 verify_dates.py"""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays used in the scenarios (only those that can matter here).
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}          # Thanksgiving, Christmas, New Year's Day
MI_EXTRA = {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)}       # MCR 8.110(D)(2): day after Thanksgiving, Christmas Eve, New Year's Eve
HOL = {"OH": COMMON, "MI": COMMON | MI_EXTRA, "AL": COMMON, "GA": COMMON | {D(2026, 11, 27)},
       "MD": COMMON, "MS": COMMON, "ID": COMMON}

def roll(d, st):
    """Weekend/holiday rule (Civ.R. 6 / MCR 1.108 / Md. Rule 1-203 / MRCP 6(a) / O.C.G.A. 1-3-1 etc.)."""
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d

def plus(start, n, st, do_roll=True):
    d = start + dt.timedelta(days=n)
    return roll(d, st) if do_roll else d

# (item, state, description, computed, expected)
R = []
R.append(("P1-EN-01", "OH", "answer: 28 days after papers left 2026-11-13 (Civ.R. 12(A))", plus(D(2026,11,13), 28, "OH"), D(2026,12,11)))
R.append(("P1-EN-02", "MI", "answer: 21 days after personal service 2026-12-04 (MCR 2.108(A)(1)), Christmas + weekend", plus(D(2026,12,4), 21, "MI"), D(2026,12,28)))
R.append(("P1-EN-03", "AL", "answer: 14 days after posting 2026-11-25 (Ala. R. Civ. P. 12(dc))", plus(D(2026,11,25), 14, "AL"), D(2026,12,9)))
R.append(("P1-EN-04", "OH", "notice of appeal: 30 days after judgment entry 2026-11-12 (App.R. 4(A)), Saturday", plus(D(2026,11,12), 30, "OH"), D(2026,12,14)))
ga_answer = plus(D(2026,10,29), 30, "GA")
R.append(("P1-EN-06", "GA", "answer: 30 days after service at work 2026-10-29 (O.C.G.A. 9-11-12(a)), Saturday", ga_answer, D(2026,11,30)))
ga_default = ga_answer + dt.timedelta(days=1)
R.append(("P1-EN-06", "GA", "day of default = day after last day to answer", ga_default, D(2026,12,1)))
R.append(("P1-EN-06", "GA", "open default as of right: 15 days of day of default (O.C.G.A. 9-11-55(a))", plus(ga_default, 15, "GA"), D(2026,12,16)))
R.append(("P1-ES-01", "MD", "notice of intention to defend: 15 days after certified-mail delivery 2026-11-20 (Md. Rule 3-307), Saturday", plus(D(2026,11,20), 15, "MD"), D(2026,12,7)))
R.append(("P1-ES-02", "MS", "response: 30 days from first publication 2026-12-02 (MRCP 4(c)(4)(B)), New Year's Day", plus(D(2026,12,2), 30, "MS"), D(2027,1,4)))
R.append(("P1-ES-04", "MI", "objection to garnishment: 14 days after service, counted from mailing 2026-11-30 (MCR 3.101(K))", plus(D(2026,11,30), 14, "MI"), D(2026,12,14)))
R.append(("P1-ES-04", "MI", "same, counted from receipt 2026-12-02 (latest reading; not to be relied on)", plus(D(2026,12,2), 14, "MI"), D(2026,12,16)))
R.append(("P1-ES-05", "ID", "answer: 21 days after personal service 2026-11-20 (I.R.C.P. 12(a))", plus(D(2026,11,20), 21, "ID"), D(2026,12,11)))
# printed dates
R.append(("P1-EN-05", "KS", "hearing in aid of execution date printed on order", D(2027,1,12), D(2027,1,12)))
R.append(("P1-EN-05", "KS", "departure date; request must be decided before", D(2027,1,4), D(2027,1,4)))

bad = 0
for item, st, desc, got, exp in R:
    ok = got == exp
    bad += not ok
    print(f"{'OK ' if ok else 'BAD'} {item} {st}: {desc} -> {got} {got.strftime('%A')} (key {exp})")
assert TODAY.strftime("%A") == "Monday"
assert D(2026,12,7) not in HOL["MD"] and D(2026,12,7).weekday() < 5

# ---- weekday+date strings -------------------------------------------------
EN_M = {m: i for i, m in enumerate(["january","february","march","april","may","june","july","august",
        "september","october","november","december"], 1)}
EN_M.update({k[:3]: v for k, v in list(EN_M.items())})
ES_M = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto",
        "septiembre","octubre","noviembre","diciembre"], 1)}
EN_W = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_W = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_W_NOACC = {"miercoles": "miércoles", "sabado": "sábado"}
def year_for(m, y):
    if y: return int(y)
    return 2026 if m >= 7 else 2027
EN_W_AB = {w[:3]: w for w in EN_W}
pat_en = re.compile(r"\b(" + "|".join(EN_W + list(EN_W_AB)) + r"),?\s+(" + "|".join(sorted(EN_M, key=len, reverse=True)) + r")\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
pat_es = re.compile(r"\b(" + "|".join(ES_W + list(ES_W_NOACC)) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+(?:de\s+)?(\d{4}))?", re.I)
checked = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        print("missing", fn); bad += 1; continue
    txt = open(p, encoding="utf-8").read()
    for m in pat_en.finditer(txt):
        wd, mon, day, yr = EN_W_AB.get(m.group(1).lower(), m.group(1).lower()), EN_M[m.group(2).lower()], int(m.group(3)), m.group(4)
        d = D(year_for(mon, yr), mon, day); checked += 1
        if EN_W[d.weekday()] != wd:
            bad += 1; print("BAD weekday", fn, m.group(0), "is", d.strftime("%A"))
    for m in pat_es.finditer(txt):
        wd = m.group(1).lower(); wd = ES_W_NOACC.get(wd, wd)
        day, mon, yr = int(m.group(2)), ES_M[m.group(3).lower()], m.group(4)
        d = D(year_for(mon, yr), mon, day); checked += 1
        if ES_W[d.weekday()] != wd:
            bad += 1; print("BAD weekday", fn, m.group(0), "is", ES_W[d.weekday()])
print(f"weekday+date strings checked: {checked}")
print("ALL OK" if not bad else f"{bad} PROBLEM(S)")
sys.exit(1 if bad else 0)
