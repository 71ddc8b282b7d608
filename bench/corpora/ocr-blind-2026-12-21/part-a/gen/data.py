# -*- coding: utf-8 -*-
"""All document data (printed values + truth) for the part-a blind corpus.
Everything is invented except court names and city/ZIP pairs; phones are 555-01xx."""

def E(customer_name, plaintiff_name, law_firm_name, lawyer_email, lawsuit_state, lawsuit_amount,
      civil_number, court_name, street, city, cstate, zipc, lawsuit):
    return dict(customer_name=customer_name, plaintiff_name=plaintiff_name, law_firm_name=law_firm_name,
                lawyer_email=lawyer_email, lawsuit_state=lawsuit_state, lawsuit_amount=lawsuit_amount,
                civil_number=civil_number, court_name=court_name, customer_street=street,
                customer_city=city, customer_state=cstate, customer_zip_code=zipc,
                determine_if_lawsuit_exists=lawsuit)

# photo: seed, size (w,h), page fraction of frame height, keystone %, rotation deg, background,
# hand shadow, colour cast, blur sigma, noise attenuate, jpeg quality, dim
def P(seed, size, frac, key, rot, bg, hand, cast, blur, noise, q, dim=False):
    return dict(seed=seed, size=size, frac=frac, keystone=key, rot=rot, bg=bg, hand=hand, cast=cast,
                blur=blur, noise=noise, quality=q, dim=dim)

BIG, SMALL = (1600, 2133), (1200, 1600)

DOCS = [
 dict(id="01", state="AK", kind="complaint", layout="pleading-paren", font="EB Garamond",
      expected=E("Katherine L. Morrow", "Northstar Portfolio Recovery, LLC", "Halvorsen & Tate, P.C.",
                 "ehalvorsen@halvorsentate-law.com", "AK", 6284.19, "3AN-26-04817CI",
                 "District Court for the State of Alaska at Anchorage",
                 "4120 Wisteria Loop, Unit 6", "Anchorage", "AK", "99508", True),
      photo=P(101, BIG, 0.86, 4.0, -1.6, "wood", False, "warm", 0.8, 0.35, 78)),
 dict(id="02", state="AK", kind="small claim complaint", layout="form-grid-script", font="Liberation Sans + Dancing Script",
      expected=E("Tyrone A. Whitfield", "Chena Ridge Home Supply, Inc.", None, None, "AK", 3412.60,
                 "4FA-26-00388SC", "District Court for the State of Alaska at Fairbanks",
                 "2214 Badger Road, Apt 14", "Fairbanks", "AK", "99709", True),
      photo=P(202, BIG, 0.80, 6.5, 2.4, "fabric", False, "cool", 1.0, 0.45, 70)),
 dict(id="03", state="MT", kind="complaint", layout="mono-two-column", font="Courier Prime",
      expected=E("Luis Alberto Ochoa", "Bridger Credit Acquisitions, LLC", "Fenwick Lund, PLLC",
                 "rfenwick@fenwicklund-law.com", "MT", 4916.38, "CV-26-1184",
                 "Justice Court of Yellowstone County, State of Montana",
                 "3021 Hallowell Lane, Lot 27", "Billings", "MT", "59101", True),
      photo=P(303, SMALL, 0.90, 2.0, 0.7, "desk", False, "green", 0.6, 0.30, 82)),
 dict(id="04", state="MT", kind="summons", layout="letterhead-summons", font="Nimbus Roman",
      expected=E("Hollis R. Brandt Jr.", "Glacier Funding SPV I, LLC", "Sweetgrass Law Group, P.C.",
                 "mkerrigan@sweetgrasslaw.net", "MT", 8703.45, "DDV-26-0412",
                 "Montana Eighth Judicial District Court, Cascade County",
                 "512 5th Avenue NW, Apt 3", "Great Falls", "MT", "59404", True),
      photo=P(404, BIG, 0.84, 7.5, -3.2, "wood", True, "warm", 1.1, 0.40, 66)),
 dict(id="05", state="RI", kind="small claims notice of suit", layout="condensed-form-grid", font="Liberation Sans Narrow",
      expected=E("Angela M. DeSousa", "Ocean State Retail Credit, LLC", "Marchetti & Quinlan, Ltd.",
                 "jquinlan@marchettiquinlan.com", "RI", 2184.50, "6SC-2026-04471",
                 "State of Rhode Island, Sixth Division District Court",
                 "88 Chalkstone Avenue, Apt 3R", "Providence", "RI", "02908", True),
      photo=P(505, BIG, 0.78, 3.0, 1.2, "desk", False, "magenta", 0.7, 0.35, 74)),
 dict(id="06", state="RI", kind="complaint", layout="centered-heads-stamp", font="DejaVu Sans",
      expected=E("Priya N. Castellano", "Harborview Acceptance Corporation", "Pell, Ostrowski & Caine, LLP",
                 "mostrowski@pellostrowski.com", "RI", 14622.80, "PC-2026-01947",
                 "State of Rhode Island, Superior Court",
                 "45 Oaklawn Avenue, Unit 12", "Cranston", "RI", "02920", True),
      photo=P(606, SMALL, 0.88, 5.0, -0.5, "fabric", False, "warm", 1.3, 0.50, 58)),
 dict(id="07", state="DE", kind="complaint (debt action)", layout="parties-table", font="Open Sans",
      expected=E("Shanice D. Holloway", "Brandywine Consumer Receivables Trust 2019-B", "Laurel & Finch, LLC",
                 "dwhitmore@laurelfinch-law.com", "DE", 3275.40, "JP16-26-002318",
                 "Justice of the Peace Court of the State of Delaware in and for Kent County",
                 "219 Governors Avenue, Apt 4", "Dover", "DE", "19904", True),
      photo=P(707, BIG, 0.82, 2.5, 3.6, "wood", False, "warm", 0.9, 0.55, 72, dim=True)),
 dict(id="08", state="DE", kind="complaint", layout="double-box-caption", font="URW Bookman",
      expected=E("Marcus T. Reyes Jr.", "Quarry Lane Credit Fund, LP", "Brightwater Cole, P.A.",
                 "sbrightwater@brightwatercole.com", "DE", 9418.66, "CPU4-26-001873",
                 "Court of Common Pleas for the State of Delaware",
                 "1507 Lancaster Avenue, Apt B", "Wilmington", "DE", "19805", True),
      photo=P(808, BIG, 0.91, 1.5, -2.2, "desk", False, "cool", 0.5, 0.30, 85)),
 dict(id="09", state="AZ", kind="validation notice (Spanish)", layout="bilingual-validation", font="Nimbus Sans",
      expected=E("María Elena Gutiérrez", "Saguaro Lending Partners II, LLC", None, None, "AZ", 1947.26,
                 None, None, "2841 S 6th Avenue, Apt 118", "Tucson", "AZ", "85713", False),
      photo=P(909, SMALL, 0.76, 8.0, 4.0, "fabric", False, "green", 1.2, 0.45, 62)),
 dict(id="10", state="RI", kind="demand letter (settlement offer)", layout="letterhead-demand", font="P052",
      expected=E("James P. O'Rourke", "Pinebrook Financial Holdings, LLC", "Keane Abernathy LLP",
                 "ckeane@keaneabernathy.com", "RI", 5380.44, "3CA-2026-02215",
                 "Rhode Island District Court, Third Division",
                 "64 Sandy Lane, Apt 9", "Warwick", "RI", "02889", True),
      photo=P(1010, BIG, 0.85, 5.5, -1.1, "desk", True, "magenta", 0.9, 0.40, 68)),
]

def money(x):
    return f"${x:,.2f}"
