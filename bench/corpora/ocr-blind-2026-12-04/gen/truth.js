// expected values, derived from the same data objects as the HTML
'use strict';
const { person, courtName } = require('./lib');
function expected(d) {
  const x = d.def;
  return {
    customer_name: person(x),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.letter ? x.st : d.court.st,
    lawsuit_amount: d.amount,
    civil_number: d.suit ? d.caseNo : null,
    court_name: d.suit ? courtName(d.court.headings) : null,
    customer_street: x.street,
    customer_city: x.city,
    customer_state: x.st,
    customer_zip_code: x.zip,
    determine_if_lawsuit_exists: !!d.suit,
  };
}
module.exports = { expected };
