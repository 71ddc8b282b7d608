'use strict';
// Loads every document definition and derives the truth ("expected") from the same objects.
const { courtName, courtLines, page } = require('./lib');
const fs = require('fs');
const docs = [];
for (const f of ['docs1.js', 'docs2.js', 'docs3.js']) if (fs.existsSync(__dirname + '/' + f)) docs.push(...require('./' + f));

function expected(d) {
  const c = d.cust;
  return {
    customer_name: c.name,
    plaintiff_name: d.plaintiff,
    law_firm_name: d.firm,
    lawyer_email: d.email,
    lawsuit_state: d.letter ? c.st : d.state,
    lawsuit_amount: d.amount,
    civil_number: d.caseNo,
    court_name: d.courtNameText || (d.court ? courtName(d.court) : null),
    customer_street: c.street,
    customer_city: c.city,
    customer_state: c.st,
    customer_zip_code: c.zip,
    determine_if_lawsuit_exists: d.lawsuit !== undefined ? d.lawsuit : !d.letter,
  };
}
function html(d) {
  return page({ font: d.font, size: d.size, paper: d.paper || '#fff', css: d.css || '', body: d.body(d), margin: d.margin });
}
module.exports = { docs, expected, html, courtLines };
