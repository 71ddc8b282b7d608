#!/usr/bin/env python3
"""Recompute every date key of set AI part 1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Friday, December 4, 2026. Standard library only."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 4)
HOLIDAYS = {D(2026, 12, 25): "Christmas Day", D(2027, 1, 1): "New Year's Day"}
HERE = os.path.dirname(os.path.abspath(__file__))
errors = []

def roll(d):
    """If the last day is a Saturday, Sunday or court holiday, move to next court day."""
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += dt.timedelta(days=1)
    return d

def plus(d, n):
    return d + dt.timedelta(days=n)

def business_days_after(d, n):
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            n -= 1
    return d

def monday_next_after(d):
    d2 = d + dt.timedelta(days=1)
    while d2.weekday() != 0:
        d2 += dt.timedelta(days=1)
    return d2

# id -> (rule text, computed last day, expected)
keys = {}
served = plus(D(2026, 11, 3), 10)                      # CCP 415.20(b): complete 10th day after mailing
keys["Q-EN-01"] = ("CA substituted service: mailing Nov 3 + 10 days = complete; +30 days (CCP 412.20); roll (CCP 12a)",
                   roll(plus(served, 30)), D(2026, 12, 14))
keys["Q-EN-02"] = ("TX county court: 10 a.m. Monday next after expiration of 20 days from service Nov 17 (TRCP 99(b))",
                   monday_next_after(plus(D(2026, 11, 17), 20)), D(2026, 12, 14))
keys["Q-EN-03"] = ("NE: 30 days after certified-mail delivery Nov 25; roll past Christmas + weekend",
                   roll(plus(D(2026, 11, 25), 30)), D(2026, 12, 28))
keys["Q-EN-04"] = ("KY CR 12.01: 20 days after in-hand service Nov 13 (already passed)",
                   roll(plus(D(2026, 11, 13), 20)), D(2026, 12, 3))
keys["Q-EN-05"] = ("SCRA 50 USC 3931(g): not later than 90 days after release (ETS Jan 15, 2027)",
                   plus(D(2027, 1, 15), 90), D(2027, 4, 15))
keys["Q-EN-10"] = ("FL 77.041: claim of exemption within 20 days after receipt of notice Nov 16; roll (Rule 2.514)",
                   roll(plus(D(2026, 11, 16), 20)), D(2026, 12, 7))
keys["Q-EN-13"] = ("Reg F 1006.34(b)(5): receipt assumed 5 business days after mailing Dec 2, +30 days",
                   plus(business_days_after(D(2026, 12, 2), 5), 30), D(2027, 1, 8))
keys["Q-EN-20"] = ("MS R. Civ. P. 36 + 6(e): 30 days after mail service Nov 9, +3 days, roll",
                   roll(plus(plus(D(2026, 11, 9), 30), 3)), D(2026, 12, 14))
keys["Q-EN-20 (safe)"] = ("MS: 30 days without the mail days", plus(D(2026, 11, 9), 30), D(2026, 12, 9))
keys["Q-ES-01"] = ("NM Rule 1-012: 30 days after service Dec 2; roll past New Year's Day (Rule 1-006)",
                   roll(plus(D(2026, 12, 2), 30)), D(2027, 1, 4))
keys["Q-ES-02"] = ("MN conciliation court: hearing date printed on summons", D(2027, 1, 12), D(2027, 1, 12))
keys["Q-ES-03 (set aside)"] = ("TX JP TRCP 505.3: 14 days after judgment signed Nov 20",
                               roll(plus(D(2026, 11, 20), 14)), D(2026, 12, 4))
keys["Q-ES-03 (appeal)"] = ("TX JP TRCP 506.1: 21 days after judgment signed Nov 20",
                            roll(plus(D(2026, 11, 20), 21)), D(2026, 12, 11))
keys["Q-ES-09"] = ("IL: court date printed (Daley Center)", D(2026, 12, 10), D(2026, 12, 10))

for k, (rule, got, exp) in keys.items():
    status = "OK" if got == exp else "MISMATCH"
    if got != exp:
        errors.append(f"{k}: rule gives {got}, key says {exp}")
    print(f"{status:8} {k:22} {got.strftime('%A, %B %d, %Y'):30} {rule}")

assert TODAY.weekday() == 4, "reference date must be a Friday"
assert keys["Q-EN-04"][1] < TODAY, "EN-04 deadline must already have passed"
assert keys["Q-ES-03 (set aside)"][1] == TODAY, "ES-03 set-aside deadline must be today"
assert roll(D(2026, 12, 13)) == D(2026, 12, 14) and D(2026, 12, 13).weekday() == 6

# ---- weekday + date strings -------------------------------------------------
EN_M = {m: i for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"], 1)}
ES_M = {m: i for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre"], 1)}
EN_W = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_W = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_W_NOACC = {w.replace("é", "e").replace("á", "a"): i for i, w in enumerate(ES_W)}
ES_W_ALL = {**{w: i for i, w in enumerate(ES_W)}, **ES_W_NOACC}

en_re = re.compile(r"\b(" + "|".join(EN_W) + r"),? (" + "|".join(EN_M) + r") (\d{1,2}),? (\d{4})", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_W_ALL) + r"),? (\d{1,2}) de (" + "|".join(ES_M) + r")(?: de (\d{4}))?", re.I)

def check_text(name, text, default_year=None):
    n = 0
    for m in en_re.finditer(text):
        w, mon, day, yr = m.groups()
        d = D(int(yr), EN_M[mon.capitalize()], int(day))
        n += 1
        if EN_W[d.weekday()].lower() != w.lower():
            errors.append(f"{name}: '{m.group(0)}' is really a {EN_W[d.weekday()]}")
    for m in es_re.finditer(text):
        w, day, mon, yr = m.groups()
        if yr is None:
            yr = 2027 if ES_M[mon.lower()] <= 6 else 2026
        d = D(int(yr), ES_M[mon.lower()], int(day))
        n += 1
        if ES_W_ALL[w.lower()] != d.weekday():
            errors.append(f"{name}: '{m.group(0)}' is really a {ES_W[d.weekday()]}")
    return n

total = 0
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        it = json.loads(line)
        blob = json.dumps(it, ensure_ascii=False)
        total += check_text(it["id"], blob)
for fn in ("GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        total += check_text(fn, open(p, encoding="utf-8").read())
print(f"checked {total} weekday+date strings")

# every key date must appear (English form) in the item's text or in GRADING.md
grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read() if os.path.exists(os.path.join(HERE, "GRADING.md")) else ""
for k, (rule, got, exp) in keys.items():
    s = exp.strftime("%B ") + str(exp.day) + exp.strftime(", %Y")
    if s not in grading:
        errors.append(f"{k}: date {s} not found in GRADING.md deadline key")

if errors:
    print("ERRORS:")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("all date keys and weekday strings OK")
