#!/usr/bin/env python3
"""Recompute every date key of set AS part-2 from its rule, and check every
weekday+date string in questions.jsonl (English and Spanish). Reference date:
Sunday, December 6, 2026. Exit code 0 only if everything matches."""
import datetime as dt, json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 6)
ok = True

def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)

# Court-closed days used (weekends are always closed).
HOLIDAYS = {
    "TX": {D(2026, 12, 25), D(2027, 1, 1)},
    "CA": {D(2026, 12, 25), D(2027, 1, 1)},
    "FL": {D(2026, 12, 25), D(2027, 1, 1)},
    "GA": {D(2026, 12, 25), D(2027, 1, 1)},
    "PA": {D(2026, 12, 25), D(2027, 1, 1)},
    "WA": {D(2026, 12, 25), D(2027, 1, 1)},
    # Michigan court holidays (MCR 8.110(D)(2)) include Christmas Eve and New Year's Eve.
    "MI": {D(2026, 12, 24), D(2026, 12, 25), D(2026, 12, 31), D(2027, 1, 1)},
}

def roll(d, st):
    while d.weekday() >= 5 or d in HOLIDAYS[st]:
        d += dt.timedelta(days=1)
    return d

def plus(d, n):
    return d + dt.timedelta(days=n)

def tx_monday_next(served, days, st="TX"):
    """Texas county/district court: 10:00 a.m. on the Monday next after the
    expiration of `days` days (TRCP 99(b)); holiday Monday -> next open day."""
    end = plus(served, days)
    mon = end + dt.timedelta(days=(7 - end.weekday()) % 7 or 7)
    return roll(mon, st)

def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)

# id, description, rule result, expected, text that must appear in the item's must_say
SCEN = [
    ("P2-EN-01", "TX district court, served at work 2026-11-13, Monday next after 20 days",
     tx_monday_next(D(2026, 11, 13), 20), D(2026, 12, 7), "Monday, December 7, 2026"),
    ("P2-EN-02", "MI district court, certified mail delivered 2026-12-03, 28 days, MI court holidays",
     roll(plus(D(2026, 12, 3), 28), "MI"), D(2027, 1, 4), "Monday, January 4, 2027"),
    ("P2-ES-01", "TX justice court, served in hand 2026-11-23, 14 days (TRCP 502.5)",
     roll(plus(D(2026, 11, 23), 14), "TX"), D(2026, 12, 7), "lunes 7 de diciembre de 2026"),
    ("P2-ES-02", "CA superior court, personal service 2026-11-25, 30 days (CCP 412.20, 12a)",
     roll(plus(D(2026, 11, 25), 30), "CA"), D(2026, 12, 28), "lunes 28 de diciembre de 2026"),
    ("P2-ES-03", "FL county court, substitute service on household member 2026-11-16, 20 days",
     roll(plus(D(2026, 11, 16), 20), "FL"), D(2026, 12, 7), "lunes 7 de diciembre de 2026"),
    ("P2-ES-04", "GA magistrate court, served in hand 2026-11-09, 30 days (OCGA 15-10-43)",
     roll(plus(D(2026, 11, 9), 30), "GA"), D(2026, 12, 9), "miércoles 9 de diciembre de 2026"),
    ("P2-ES-05", "CA claim of exemption, notice of levy mailed 2026-11-23, 15 days + 5 (mail in CA)",
     roll(plus(D(2026, 11, 23), 15 + 5), "CA"), D(2026, 12, 14), "lunes 14 de diciembre de 2026"),
    ("P2-ES-05b", "CA CCP 473(b) six months after judgment entered 2026-07-20",
     add_months(D(2026, 7, 20), 6), D(2027, 1, 20), "20 de enero de 2027"),
    ("P2-ES-06", "PA magisterial district judgment entered 2026-11-09, appeal 30 days",
     roll(plus(D(2026, 11, 9), 30), "PA"), D(2026, 12, 9), "miércoles 9 de diciembre de 2026"),
    ("P2-ES-07", "WA interrogatories mailed 2026-11-09, service complete 3rd day, 30 days (CR 5(b), 33, 6(a))",
     roll(plus(roll(plus(D(2026, 11, 9), 3), "WA"), 30), "WA"), D(2026, 12, 14), "lunes 14 de diciembre de 2026"),
]
# dates printed on the papers (not computed): check weekday and that they are in the future
PRINTED = [
    ("P2-EN-04", "IL citation to discover assets hearing", D(2026, 12, 17), "Thursday, December 17, 2026"),
    ("P2-EN-06", "VA warrant in debt return date", D(2026, 12, 15), "Tuesday, December 15, 2026"),
    ("P2-ES-16", "Reg F validation-period end date on the notice", D(2026, 12, 30), "miércoles 30 de diciembre de 2026"),
]

items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        it = json.loads(line)
        items[it["id"]] = it

print("Deadline keys (today = %s, %s)" % (TODAY, TODAY.strftime("%A")))
for sid, desc, got, exp, text in SCEN:
    iid = sid[:8]
    status = "ok" if got == exp else "MISMATCH"
    print(f"  {sid:10} {desc}: rule -> {got} ({got.strftime('%A')}) expected {exp} [{status}]")
    if got != exp:
        fail(f"{sid} rule gives {got}, key says {exp}")
    if got <= TODAY:
        fail(f"{sid} deadline {got} is not after today")
    if text not in " ".join(items[iid]["must_say"]):
        fail(f"{sid}: key text '{text}' not in must_say")
for iid, desc, d, text in PRINTED:
    print(f"  {iid:10} {desc}: {d} ({d.strftime('%A')})")
    if d <= TODAY:
        fail(f"{iid} printed date not in future")
    if text not in " ".join(items[iid]["must_say"]):
        fail(f"{iid}: key text '{text}' not in must_say")

# ---- every weekday+date string in the set ----
EN_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_DAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
EN_MON = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
ES_MON = {m: i + 1 for i, m in enumerate(["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"])}

def strip_acc(s):
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU"))

def year_for(month, given):
    if given:
        return int(given)
    return 2027 if month <= 2 else 2026

en_re = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b,?\s*\(?\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(lunes|martes|miercoles|jueves|viernes|sabado|domingo)\s+(\d{1,2})\s+de\s+(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)[a-z]*\.?(?:\s+(?:de\s+)?(\d{4}))?", re.I)

n = 0
for iid, it in items.items():
    texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
    for t in texts:
        t2 = strip_acc(t)
        for m in en_re.finditer(t2):
            wd, mon, day, yr = m.group(1).lower(), EN_MON[m.group(2).lower()[:3]], int(m.group(3)), m.group(4)
            d = D(year_for(mon, yr), mon, day)
            n += 1
            if EN_DAYS[d.weekday()] != wd:
                fail(f"{iid}: '{m.group(0)}' is really a {d.strftime('%A')}")
        for m in es_re.finditer(t2):
            wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), ES_MON[m.group(3).lower()[:3]], m.group(4)
            d = D(year_for(mon, yr), mon, day)
            n += 1
            if ES_DAYS[d.weekday()] != wd:
                fail(f"{iid}: '{m.group(0)}' is really a {d.strftime('%A')}")
print(f"Weekday+date strings checked: {n}")
print("ALL DATE CHECKS PASSED" if ok else "DATE CHECKS FAILED")
sys.exit(0 if ok else 1)
