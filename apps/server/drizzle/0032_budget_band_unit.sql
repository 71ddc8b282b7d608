-- A shared budget band is a range of dollars; the reader's language says "a month" (issue 37.6: "/month" was English on a Spanish page).
UPDATE "budget_shares" SET "income_band" = replace("income_band", '/month', ''), "expense_band" = replace("expense_band", '/month', '');
