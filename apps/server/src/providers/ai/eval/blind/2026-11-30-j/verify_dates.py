#!/usr/bin/env python3
"""Independent date check for the blind set solo-2026-11-30-j.
Recomputes every deadline / date key from its rule and checks that every
'Weekday, Month D, YYYY' (English) or 'weekday D de mes de YYYY' (Spanish)
string in the set's files names the right weekday. Uses only the stdlib."""
import json, re, sys, os
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
REF = date(2026, 11, 30)
assert REF.strftime("%A") == "Monday", "reference date must be a Monday"

THANKSGIVING = date(2026, 11, 26)
DAY_AFTER_TG = date(2026, 11, 27)
CHRISTMAS = date(2026, 12, 25)
NEW_YEAR = date(2027, 1, 1)
assert THANKSGIVING.weekday() == 3 and date(2026, 11, 1).weekday() == 6  # 4th Thursday of Nov 2026
HOLIDAYS = {THANKSGIVING, DAY_AFTER_TG, CHRISTMAS, NEW_YEAR}

def roll(d, holidays=HOLIDAYS):
    """Weekend/holiday rule: if the last day is a Sat, Sun or legal holiday, move to next day that is none."""
    while d.weekday() >= 5 or d in holidays:
        d += timedelta(days=1)
    return d

def fmt(d):
    return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"

def monday_next_after(d):  # not used in this set (Texas county court rule), kept for reference
    return d + timedelta(days=(7 - d.weekday()) or 7)

scen = []  # (id, description, computed last day, key string)

# J-EN-01 CA: substituted service, mailed 10/23 -> complete 10th day after mailing -> +30
mail = date(2026, 10, 23); complete = mail + timedelta(days=10)
assert complete == date(2026, 11, 2) and complete.weekday() == 0
scen.append(("J-EN-01", "CA CCP 415.20 +10, then 412.20 +30", roll(complete + timedelta(days=30)), "Wednesday, December 2, 2026"))
# the person's wrong count
assert mail + timedelta(days=30) == date(2026, 11, 22)

# J-EN-02 NY: personal delivery 11/16 -> +20 -> Sunday -> next business day
raw = date(2026, 11, 16) + timedelta(days=20)
assert raw == date(2026, 12, 6) and raw.weekday() == 6
scen.append(("J-EN-02", "NY CPLR 320(a)/CCA 20 days, GCL 25-a roll", roll(raw), "Monday, December 7, 2026"))

# J-EN-03 OH: certified mail signed 11/27 -> +28 -> Christmas -> roll
raw = date(2026, 11, 27) + timedelta(days=28)
assert raw == CHRISTMAS and raw.weekday() == 4
scen.append(("J-EN-03", "Ohio Civ.R. 12(A) 28 days, Civ.R. 6(A) holiday roll", roll(raw), "Monday, December 28, 2026"))
assert roll(date(2026, 11, 27) + timedelta(days=31)) == date(2026, 12, 28)  # even if 3 mail days were added

# J-EN-04 AZ: served outside Arizona 11/9 -> +30
scen.append(("J-EN-04", "Ariz. R. Civ. P. 12(a) 30 days (served outside AZ)", roll(date(2026, 11, 9) + timedelta(days=30)), "Wednesday, December 9, 2026"))
assert date(2026, 11, 9) + timedelta(days=20) == date(2026, 11, 29)  # the person's 20-day count

# J-EN-05 TX justice court: served 10/26 -> +14 (passed)
d = roll(date(2026, 10, 26) + timedelta(days=14))
assert d < REF
scen.append(("J-EN-05", "TRCP 502.5 14 days (already passed)", d, "Monday, November 9, 2026"))

# J-EN-06 MI: certified mail acknowledged 11/18 -> +28
scen.append(("J-EN-06", "MCR 2.108(A)(2) 28 days (mail)", roll(date(2026, 11, 18) + timedelta(days=28)), "Wednesday, December 16, 2026"))
assert date(2026, 11, 18) + timedelta(days=21) == date(2026, 12, 9)  # friend's 21-day figure

# J-ES-01 FL: substitute service on spouse 11/24 -> +20
scen.append(("J-ES-01", "Fla. R. Civ. P. 1.140(a) 20 days", roll(date(2026, 11, 24) + timedelta(days=20)), "Monday, December 14, 2026"))

# J-ES-02 VA GDC: return date printed on warrant in debt
scen.append(("J-ES-02", "VA GDC return date (printed)", date(2026, 12, 10), "Thursday, December 10, 2026"))
assert date(2026, 11, 20) + timedelta(days=21) == date(2026, 12, 11)  # wrong 21-day figure in must_not_say

# J-ES-03 NJ Special Civil Part: in hand 11/13 -> +35
scen.append(("J-ES-03", "NJ 35 days, R. 1:3-1", roll(date(2026, 11, 13) + timedelta(days=35)), "Friday, December 18, 2026"))

# Other date keys (non-deadline topics)
raw = date(2026, 11, 23) + timedelta(days=20); assert raw.weekday() == 6
scen.append(("J-EN-15", "KY CR 12.01 20 days, CR 6.01 roll", roll(raw), "Monday, December 14, 2026"))
scen.append(("J-EN-14", "validation-period end printed on notice", date(2026, 12, 4), "Friday, December 4, 2026"))
scen.append(("J-EN-17", "PA MDJ hearing date printed", date(2026, 12, 15), "Tuesday, December 15, 2026"))
scen.append(("J-EN-23", "CA debtor exam date printed", date(2026, 12, 17), "Thursday, December 17, 2026"))
scen.append(("J-EN-25", "26 CFR 1.501(r) 240th day after first post-discharge bill", date(2026, 6, 1) + timedelta(days=240), "Wednesday, January 27, 2027"))
scen.append(("J-EN-27", "traffic court date printed", date(2026, 12, 8), "Tuesday, December 8, 2026"))
scen.append(("J-ES-08", "validation-period end printed on notice", date(2026, 12, 21), "Monday, December 21, 2026"))

# Facts stated in question texts
facts = {
    date(2026, 11, 27): 4,  # "friday after thanksgiving (11/27)"
    date(2026, 11, 16): 0,  # "monday nov 16"
    date(2026, 11, 23): 0,  # "monday 11/23"
    date(2026, 11, 24): 1,  # "el martes 24 de noviembre"
    date(2026, 11, 13): 4,  # "el viernes 13 de noviembre"
    date(2026, 10, 3): 5,   # "el 3 fue sabado"
    date(2026, 10, 2): 4,   # paid Friday the 2nd instead
}
for d, wd in facts.items():
    assert d.weekday() == wd, d
# Bank lookback (31 CFR 212): deposits inside the two months before the account review
def in_lookback(review, dep):
    start = date(review.year + (review.month - 3) // 12, (review.month - 3) % 12 + 1, review.day)
    return start <= dep < review
assert in_lookback(date(2026, 11, 20), date(2026, 10, 21)) and in_lookback(date(2026, 11, 20), date(2026, 11, 18))
assert not in_lookback(date(2026, 11, 20), date(2026, 9, 16))  # Sept SS payment (3rd Wed) is outside
assert in_lookback(date(2026, 11, 19), date(2026, 10, 1)) and in_lookback(date(2026, 11, 19), date(2026, 10, 30))
assert in_lookback(date(2026, 11, 24), date(2026, 10, 2)) and in_lookback(date(2026, 11, 24), date(2026, 11, 3))

ok = True
for sid, desc, computed, key in scen:
    good = fmt(computed) == key
    ok &= good
    print(f"{'OK ' if good else 'BAD'} {sid:8} {desc:58} -> {fmt(computed)}")

# Every weekday+date string in the set must be consistent
MONTHS = {m: i for i, m in enumerate(["January","February","March","April","May","June","July","August",
                                     "September","October","November","December"], 1)}
MESES = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto",
                                    "septiembre","octubre","noviembre","diciembre"], 1)}
DIAS = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
en_re = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? (" + "|".join(MONTHS) + r") (\d{1,2}),? (\d{4})")
es_re = re.compile(r"\b(" + "|".join(DIAS) + r") (\d{1,2}) de (" + "|".join(MESES) + r") de (\d{4})", re.I)
count = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    path = os.path.join(HERE, fn)
    if not os.path.exists(path):
        print("missing", fn); ok = False; continue
    text = open(path, encoding="utf-8").read()
    for m in en_re.finditer(text):
        d = date(int(m.group(4)), MONTHS[m.group(2)], int(m.group(3)))
        count += 1
        if d.strftime("%A") != m.group(1):
            ok = False; print("BAD weekday in", fn, m.group(0), "is", d.strftime("%A"))
    for m in es_re.finditer(text):
        d = date(int(m.group(4)), MESES[m.group(3).lower()], int(m.group(2)))
        count += 1
        if d.weekday() != DIAS[m.group(1).lower()]:
            ok = False; print("BAD weekday in", fn, m.group(0))
print(f"checked {count} weekday+date strings")

# Each dated item's must_say must contain its key date
qs = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")}
for sid, desc, computed, key in scen:
    if not any(key in s for s in qs[sid]["must_say"]):
        ok = False; print("key date missing from must_say:", sid, key)
    if sid in qs and qs[sid]["topic"] == "lawsuit_answer_deadline" and key not in qs[sid]["must_say"][0]:
        ok = False; print("deadline not in first must_say:", sid)
deadline_ids = {i for i, q in qs.items() if q["topic"] == "lawsuit_answer_deadline"}
missing = deadline_ids - {s[0] for s in scen}
if missing:
    ok = False; print("deadline items without a computed key:", missing)
print("ALL DATES OK" if ok else "DATE PROBLEMS FOUND")
sys.exit(0 if ok else 1)
