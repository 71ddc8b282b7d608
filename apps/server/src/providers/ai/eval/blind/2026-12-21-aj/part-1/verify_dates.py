#!/usr/bin/env python3
"""Recompute every date key of set AJ part 1 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Friday, December 4, 2026."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 4)
HERE = os.path.dirname(os.path.abspath(__file__))
# court holidays used (only those that matter in the windows involved)
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOL = {"ID": COMMON, "TX": COMMON, "AR": COMMON | {D(2026, 12, 24)},  # Ark. Code 1-5-101: Christmas Eve
       "AL": COMMON, "IA": COMMON, "VT": COMMON, "IN": COMMON, "NY": COMMON,
       "CA": COMMON, "FL": COMMON, "MO": COMMON}
def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d
def plus(d, n, st):
    return roll(d + dt.timedelta(days=n), st)
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)
# (id, description, computed, expected, must be >= today?)
K = []
K.append(("Q-EN-01", "ID answer 21 days from in-hand service 2026-12-04 (day 21 = Christmas)", plus(D(2026,12,4),21,"ID"), D(2026,12,28), True))
K.append(("Q-EN-02", "TX justice court answer 14 days from service at work 2026-11-23", plus(D(2026,11,23),14,"TX"), D(2026,12,7), True))
K.append(("Q-EN-03", "AR answer 30 days from household service 2026-11-24 (Dec 24 Christmas Eve, Dec 25)", plus(D(2026,11,24),30,"AR"), D(2026,12,28), True))
K.append(("Q-EN-04a", "AL district court answer 14 days from certified mail 2026-10-29 (passed)", plus(D(2026,10,29),14,"AL"), D(2026,11,12), False))
K.append(("Q-EN-04b", "AL 14 days after default judgment 2026-11-30 (appeal / motion)", plus(D(2026,11,30),14,"AL"), D(2026,12,14), True))
K.append(("Q-EN-05", "IA R. 1.977 motion 60 days after judgment 2026-10-13 (day 60 Saturday)", plus(D(2026,10,13),60,"IA"), D(2026,12,14), True))
K.append(("Q-EN-06", "VT Rule 60(b)(1) one year after judgment 2026-01-15", roll(D(2027,1,15),"VT"), D(2027,1,15), True))
K.append(("Q-EN-10", "IN interrogatories 30 + 3 (mail) days from mailing 2026-11-18", plus(D(2026,11,18),33,"IN"), D(2026,12,21), True))
K.append(("Q-EN-14", "Validation period end printed on notice (checked as a date only)", D(2026,12,28), D(2026,12,28), True))
K.append(("Q-ES-01", "MO return date printed on summons", D(2026,12,15), D(2026,12,15), True))
K.append(("Q-ES-01b", "(what the person believed) 20 days from 2026-11-09", D(2026,11,9)+dt.timedelta(days=20), D(2026,11,29), False))
complete = D(2026,11,20) + dt.timedelta(days=10)  # earliest: proof filed day of posting, complete 10 days later
K.append(("Q-ES-02a", "NY CPLR 308(4) service complete earliest", complete, D(2026,11,30), False))
K.append(("Q-ES-02b", "NY answer 30 days after service complete", plus(complete,30,"NY"), D(2026,12,30), True))
K.append(("Q-ES-03", "CA CCP 473(b) six months after judgment 2026-06-08", add_months(D(2026,6,8),6), D(2026,12,8), True))
K.append(("Q-ES-04", "FL claim of exemption 20 days from receipt 2026-11-23 (day 20 Sunday)", plus(D(2026,11,23),20,"FL"), D(2026,12,14), True))
K.append(("Q-ES-07", "CA answer 30 days from in-hand service 2026-12-02 (day 30 New Year's Day)", plus(D(2026,12,2),30,"CA"), D(2027,1,4), True))
K.append(("Q-ES-08", "Validation period end printed on notice", D(2027,1,4), D(2027,1,4), True))
# EN-11 lookback window for account review on 2026-12-02 (31 CFR 212.3)
rev = D(2026,12,2); lb_start = rev - dt.timedelta(days=1); lb_end = D(2026,10,2)
deps = [D(2026,10,21), D(2026,11,18)]
ok_lb = all(lb_end <= x <= lb_start for x in deps)
bad = 0
for k, desc, got, exp, fut in K:
    flag = (got == exp) and (not fut or got >= TODAY)
    bad += not flag
    print(f"{'OK ' if flag else 'BAD'} {k:9} {got:%A, %B %-d, %Y}  {desc}")
print(f"{'OK ' if ok_lb else 'BAD'} Q-EN-11   lookback {lb_end}..{lb_start} covers deposits {deps}; protected 2 x 1840 = {2*1840}, exposed {4900-2*1840}")
bad += not ok_lb
# weekday+date strings
EN_M = "January February March April May June July August September October November December".split()
ES_M = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_D = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_D = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
def strip(s): return s.lower().replace("é","e").replace("á","a")
texts = []
for fn in ("questions.jsonl", "GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        texts.append((fn, open(p, encoding="utf-8").read()))
n = 0
en_re = re.compile(r"\b(" + "|".join(EN_D) + r"),? (" + "|".join(EN_M) + r") (\d{1,2})(?:, (\d{4}))?")
es_re = re.compile(r"\b(lunes|martes|miercoles|jueves|viernes|sabado|domingo) (\d{1,2}) de (" + "|".join(ES_M) + r")(?: de (\d{4}))?")
for fn, t in texts:
    for m in en_re.finditer(t):
        wd, mon, day, yr = m.groups(); mi = EN_M.index(mon) + 1
        yr = int(yr) if yr else (2027 if mi == 1 else 2026)
        ok = D(yr, mi, int(day)).strftime("%A") == wd; n += 1; bad += not ok
        if not ok: print("BAD weekday", fn, m.group(0))
    for m in es_re.finditer(strip(t)):
        wd, day, mon, yr = m.groups(); mi = ES_M.index(mon) + 1
        yr = int(yr) if yr else (2027 if mi == 1 else 2026)
        ok = ES_D[D(yr, mi, int(day)).weekday()] == wd; n += 1; bad += not ok
        if not ok: print("BAD weekday", fn, m.group(0))

# each future date key must appear (weekday + date) in that item's must_say
items = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")}
ES_MON = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
ES_WD = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
for k, desc, got, exp, fut in K:
    iid = k[:7]
    if not fut or iid not in items: continue
    ms = strip(" ".join(items[iid]["must_say"]))
    if iid.startswith("Q-ES"):
        want = f"{ES_WD[got.weekday()]} {got.day} de {ES_MON[got.month-1]} de {got.year}"
    else:
        want = f"{got:%A}, {got:%B} {got.day}, {got.year}".lower()
    ok = want in ms; bad += not ok
    print(f"{'OK ' if ok else 'BAD'} {iid} must_say contains '{want}'")
print(f"weekday+date strings checked: {n}")
print("ALL OK" if bad == 0 else f"{bad} PROBLEM(S)")
sys.exit(1 if bad else 0)
