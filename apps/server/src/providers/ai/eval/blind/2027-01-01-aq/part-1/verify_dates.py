#!/usr/bin/env python3
"""Recompute every deadline key of set AQ part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Sunday, December 6, 2026.  Exit code 1 on any failure."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 6)
FAILS = []

def check(cond, msg):
    if not cond:
        FAILS.append(msg)

# Court holidays relevant to the window (only days that could end a period).
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOLIDAYS = {
    "TX": COMMON, "CA": COMMON | {D(2026, 11, 27)}, "OH": COMMON, "MI": COMMON,
    "KY": COMMON | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},  # KY state holidays
    "IA": COMMON, "NC": COMMON, "FL": COMMON, "MA": COMMON, "SC": COMMON, "CT": COMMON,
}

def roll(d, st):
    while d.weekday() >= 5 or d in HOLIDAYS[st]:
        d += dt.timedelta(1)
    return d

def plus(d, n):
    return d + dt.timedelta(n)

def fmt(d):
    return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"

ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MON = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
          "septiembre", "octubre", "noviembre", "diciembre"]
def fmt_es(d):
    return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MON[d.month-1]} de {d.year}"

# ---- deadline keys: (item, event, rule, computed last day, extra strings) ----
keys = []
# EN-01 Texas justice court: end of 14th day after service (TRCP 502.5), roll weekend/holiday
k = roll(plus(D(2026, 11, 23), 14), "TX"); keys.append(("P1-EN-01", k, fmt(k)))
# EN-02 California substituted service: complete 10th day after mailing; +30; roll
complete = plus(D(2026, 11, 17), 10)
check(complete == D(2026, 11, 27), "EN-02 service completion date")
raw = plus(complete, 30); check(raw == D(2026, 12, 27) and raw.weekday() == 6, "EN-02 raw 30th day Sunday")
k = roll(raw, "CA"); keys.append(("P1-EN-02", k, fmt(k)))
# EN-03 Ohio: 28 days after certified-mail service; roll Jan 1 holiday + weekend
raw = plus(D(2026, 12, 4), 28); check(raw == D(2027, 1, 1), "EN-03 raw = New Year's Day")
k = roll(raw, "OH"); keys.append(("P1-EN-03", k, fmt(k)))
# EN-04 Michigan: 28 days for mail service (21 would be Dec 3)
check(plus(D(2026, 11, 12), 21) == D(2026, 12, 3), "EN-04 21-day date")
k = roll(plus(D(2026, 11, 12), 28), "MI"); keys.append(("P1-EN-04", k, fmt(k)))
# EN-05 Kentucky: 20 days from SOS mailing Dec 4; Dec 24 KY holiday, Dec 25, weekend
raw = plus(D(2026, 12, 4), 20); check(raw == D(2026, 12, 24), "EN-05 raw = Christmas Eve")
k = roll(raw, "KY"); keys.append(("P1-EN-05", k, fmt(k)))
# also counting from receipt Dec 5 gives Dec 25 -> same roll
check(roll(plus(D(2026, 12, 5), 20), "KY") == k, "EN-05 receipt count agrees")
keys.append(("P1-EN-05", D(2026, 12, 23), fmt(D(2026, 12, 23))))  # safe target
# EN-06 Missouri printed return date (must be a weekday, in future)
k = D(2027, 1, 12); check(k.weekday() < 5 and k > TODAY, "EN-06 return date"); keys.append(("P1-EN-06", k, fmt(k)))
# EN-07 Iowa: 60 days after entry of default judgment (R. 1.977)
k = roll(plus(D(2026, 10, 9), 60), "IA"); keys.append(("P1-EN-07", k, fmt(k)))
# EN-08 North Carolina small claims appeal: 10 days after entry (G.S. 7A-228)
k = roll(plus(D(2026, 12, 1), 10), "NC"); keys.append(("P1-EN-08", k, fmt(k)))
# EN-09 Hawaii printed return date
k = D(2026, 12, 22); check(k.weekday() < 5 and k > TODAY, "EN-09 return date"); keys.append(("P1-EN-09", k, fmt(k)))
# EN-18 Connecticut: return date must be a Tuesday; appearance by 2nd day after
rd = D(2026, 12, 15); check(rd.weekday() == 1, "EN-18 return date is a Tuesday")
k = roll(plus(rd, 2), "CT"); keys.append(("P1-EN-18", k, fmt(k)))
# ES-01 Florida claim of exemption: 20 days after receipt; roll Sunday
raw = plus(D(2026, 11, 30), 20); check(raw.weekday() == 6, "ES-01 raw is Sunday")
k = roll(raw, "FL"); keys.append(("P1-ES-01", k, fmt_es(k)))
# ES-02 Massachusetts: 20 days after service
k = roll(plus(D(2026, 11, 19), 20), "MA"); keys.append(("P1-ES-02", k, fmt_es(k)))
# ES-05 South Carolina magistrate: 30 days after service; roll Sunday
raw = plus(D(2026, 11, 13), 30); check(raw.weekday() == 6, "ES-05 raw is Sunday")
k = roll(raw, "SC"); keys.append(("P1-ES-05", k, fmt_es(k)))
# ES-03 Colorado: 182 days after March 2025 judgment has passed
check(plus(D(2025, 3, 31), 182) < TODAY, "ES-03 182 days passed")

EXPECTED = {
    "P1-EN-01": D(2026, 12, 7), "P1-EN-02": D(2026, 12, 28), "P1-EN-03": D(2027, 1, 4),
    "P1-EN-04": D(2026, 12, 10), "P1-EN-05": D(2026, 12, 28), "P1-EN-06": D(2027, 1, 12),
    "P1-EN-07": D(2026, 12, 8), "P1-EN-08": D(2026, 12, 11), "P1-EN-09": D(2026, 12, 22),
    "P1-EN-18": D(2026, 12, 17), "P1-ES-01": D(2026, 12, 21), "P1-ES-02": D(2026, 12, 9),
    "P1-ES-05": D(2026, 12, 14),
}

here = os.path.dirname(os.path.abspath(__file__))
items = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(here, "questions.jsonl"), encoding="utf-8")}
grading = open(os.path.join(here, "GRADING.md"), encoding="utf-8").read()

for iid, d, s in keys:
    if iid in EXPECTED and not (d == EXPECTED[iid] or (iid == "P1-EN-05" and d == D(2026, 12, 23))):
        FAILS.append(f"{iid}: computed {d} != expected {EXPECTED[iid]}")
    check(d > TODAY, f"{iid}: deadline {d} not after reference date")
    must = " ".join(items[iid]["must_say"])
    check(s in must, f"{iid}: key string '{s}' not found in must_say")
    if iid.startswith("P1-EN"):
        check(s in grading, f"{iid}: key string '{s}' not found in GRADING.md")
    else:
        check(fmt(d) in grading, f"{iid}: '{fmt(d)}' not in GRADING.md")

# ---- scan every weekday+date string ----
EN_DAYS = {"monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
           "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4,
           "saturday": 5, "sat": 5, "sunday": 6, "sun": 6}
EN_MON = {m.lower(): i + 1 for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"])}
for m, i in list(EN_MON.items()):
    EN_MON[m[:3]] = i
EN_MON["sept"] = 9
ESD = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
       "sábado": 5, "sabado": 5, "domingo": 6}
ESM = {m: i + 1 for i, m in enumerate(ES_MON)}
ESM["setiembre"] = 9

en_re = re.compile(r"\b(" + "|".join(sorted(EN_DAYS, key=len, reverse=True)) + r")\b[,.]?\s+(" +
                   "|".join(sorted(EN_MON, key=len, reverse=True)) + r")\b\.?\s+(\d{1,2})\b(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(ESD) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ESM) +
                   r")(?:\s+(?:de|del)\s+(\d{4}))?", re.I)

def year_for(month, y):
    return int(y) if y else (2026 if month >= 7 else 2027)

count = 0
texts = []
for name in ("questions.jsonl", "GRADING.md", "README.md"):
    p = os.path.join(here, name)
    if os.path.exists(p):
        texts.append((name, open(p, encoding="utf-8").read()))
for name, t in texts:
    for m in en_re.finditer(t):
        wd, mo, day, y = m.group(1).lower(), EN_MON[m.group(2).lower()], int(m.group(3)), m.group(4)
        d = D(year_for(mo, y), mo, day)
        count += 1
        check(d.weekday() == EN_DAYS[wd], f"{name}: '{m.group(0)}' is really a {d.strftime('%A')}")
    for m in es_re.finditer(t):
        wd, day, mo, y = m.group(1).lower(), int(m.group(2)), ESM[m.group(3).lower()], m.group(4)
        d = D(year_for(mo, y), mo, day)
        count += 1
        check(d.weekday() == ESD[wd], f"{name}: '{m.group(0)}' is really a {ES_DAYS[d.weekday()]}")

check(TODAY.weekday() == 6, "reference date is a Sunday")
print(f"deadline keys recomputed: {len(keys)}; weekday+date strings checked: {count}")
for iid, d, s in keys:
    print(f"  {iid}: {s}")
if FAILS:
    print("FAILURES:")
    for f in FAILS:
        print("  -", f)
    sys.exit(1)
print("ALL DATE CHECKS PASSED")
