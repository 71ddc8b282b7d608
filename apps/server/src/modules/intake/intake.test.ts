import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DashboardResponseSchema, INTAKE_MESSAGES, MAILING_ADDRESS_MESSAGES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, walkThroughStepResponses } from '../../db/schema/index.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

// The test clock starts Monday 2026-11-02 15:00 UTC.
const corpus = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');
let t: TestApp;
let demoFirm: SeededFirm;
let consumer: Agent;
let consumer2: Agent;
let collector: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto, { withAccounts: false }));
  consumer = await consumerAgent(t.app, 'consumer@demo.test');
  consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
  collector = await collectorAgent(t.app, 'admin@demo-law.test');
});
afterAll(() => t.close());

async function start(product: 'debt_answer' | 'solosettle' | 'document_generation', who = consumer): Promise<number> {
  const res = await who.post(`/customer_documents?document_name=${product}`);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
/** Every document card of the consumer's dashboard, in the cases and untied. */
const dashboardDocuments = (res: { json(): unknown }) => {
  const body = DashboardResponseSchema.parse(res.json());
  return [...body.cases.flatMap((c) => c.documents), ...body.unorganizedDocuments];
};
const step = (id: number, body: Record<string, unknown>, who = consumer) => who.post(`/api_controller/update_walk_through_step_response/${id}`, body);
const png = (name: string) => readFileSync(path.join(corpus, name));
const upload = (id: number, bytes: Uint8Array, filename: string, contentType = 'image/png', who = consumer) =>
  who.multipart(`/api_controller/upload_file/${id}`, { camera: 'false' }, [{ field: 'file', filename, contentType, bytes }]);

const SUMMARY_OK = {
  customer_name: 'Maria Gonzalez',
  plaintiff_name: 'Midland Credit Management, Inc.',
  law_firm_name: 'Sterling & Hale Collections LLP',
  lawyer_email: 'jhale@sterlinghale-law.com',
  lawsuit_state: 'TX',
  lawsuit_amount: 482_317,
  civil_number: 'CV-2026-004217',
};
const DETAILS_OK = {
  customer_mailing_address: { customer_street: '1423 Elm Street', customer_city: 'Houston', customer_state: 'TX', customer_zip_code: '77002' },
  social_security_number: { social_security_number: '', social_security_number_last_four: '6789' },
  birthdate: '1985-04-12',
  served_on: '2026-10-28',
  confirmed: true,
};

describe('cases and the steps engine', () => {
  it('creates a case for each product and starts a Debt Answer at its court, the others at the scan step', async () => {
    for (const [product, route, first] of [
      ['debt_answer', 'debt_answers', 'jurisdiction'],
      ['solosettle', 'solosettles', 'scan_document'],
      ['document_generation', 'document_generations', 'scan_document'],
    ] as const) {
      const res = await consumer.post(`/customer_documents?document_name=${product}&source=pilot`);
      expect(res.json().resume_url).toBe(`/${route}/${res.json().id}/steps/${first}`);
    }
  });

  it('refuses an unknown product, a missing CSRF token and a signed-out caller', async () => {
    expect((await consumer.post('/customer_documents?document_name=mortgage')).statusCode).toBe(400);
    expect((await consumer.post('/customer_documents?document_name=debt_answer', undefined, { csrf: false })).statusCode).toBe(403);
    expect((await collector.post('/customer_documents?document_name=debt_answer')).statusCode).toBe(401);
  });

  it('keeps each step, knows the current one, and moves the resume link along', async () => {
    const id = await start('debt_answer');
    let view = (await consumer.get(`/api_controller/walk_through/${id}`)).json();
    expect(view.steps.map((s: { name: string }) => s.name)).toEqual([
      'jurisdiction',
      'scan_document',
      'document_summary',
      'details',
      'defenses',
      'hardship',
      'document_download',
    ]);
    expect(view.steps.find((s: { current: boolean }) => s.current).name).toBe('jurisdiction');
    const court = (await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'TX', court_level: 'justice' }, complete: true })).json();
    expect(court.resume_url).toBe(`/debt_answers/${id}/steps/scan_document`);
    const skipped = (await step(id, { step_name: 'scan_document', inputs: { manual_entry: true }, complete: true })).json();
    expect(skipped.resume_url).toBe(`/debt_answers/${id}/steps/document_summary`);
    await step(id, { step_name: 'document_summary', inputs: SUMMARY_OK, complete: true });
    view = (await consumer.get(`/api_controller/walk_through/${id}`)).json();
    expect(view.resume_url).toBe(`/debt_answers/${id}/steps/details`);
    expect(view.steps.filter((s: { completed: boolean }) => s.completed).map((s: { name: string }) => s.name)).toEqual([
      'jurisdiction',
      'scan_document',
      'document_summary',
    ]);
  });

  it('refuses a step the product does not have', async () => {
    const id = await start('solosettle');
    const res = await step(id, { step_name: 'defenses', inputs: {} });
    expect(res.statusCode).toBe(400);
  });

  it('stores encrypted inputs only as ciphertext', async () => {
    const id = await start('debt_answer');
    await step(id, {
      step_name: 'details',
      inputs: { social_security_number: { social_security_number: '123456789' } },
      encrypted: ['social_security_number'],
    });
    const [row] = await t.services.db.select().from(walkThroughStepResponses).where(eq(walkThroughStepResponses.customerDocumentId, id));
    expect(JSON.stringify(row?.inputs)).not.toContain('123456789');
    expect(row?.encryptedInputs).toBeTruthy();
    expect(row?.encryptedInputs).not.toContain('123456789');
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc?.ssnLastFour).toBe('6789');
    expect(t.services.crypto.decrypt(doc?.ssnEncrypted as string)).toBe('123456789');
  });
});

describe('summary and details validation', () => {
  it('answers every summary message, per field, and saves the valid ones', async () => {
    const id = await start('solosettle');
    const res = await step(id, {
      step_name: 'document_summary',
      inputs: {
        customer_name: '  ',
        plaintiff_name: 'Discover Bank',
        law_firm_name: '',
        lawyer_email: 'not-an-email',
        lawsuit_state: 'ZZ',
        lawsuit_amount: 9_999,
        civil_number: '',
      },
    });
    expect(res.json().errors).toEqual({
      customer_name: INTAKE_MESSAGES.blank,
      law_firm_name: INTAKE_MESSAGES.lawFirmRequired,
      lawyer_email: INTAKE_MESSAGES.lawyerEmails,
      lawsuit_state: INTAKE_MESSAGES.selectState,
      lawsuit_amount: INTAKE_MESSAGES.minAmount,
      civil_number: INTAKE_MESSAGES.civilNumber,
    });
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, id));
    expect(doc?.plaintiffName).toBe('Discover Bank');
    expect((await step(id, { step_name: 'document_summary', inputs: { lawsuit_amount: null } })).json().errors.lawsuit_amount).toBe(INTAKE_MESSAGES.required);
  });

  it('asks no civil number when there is no lawsuit', async () => {
    const id = await start('solosettle');
    const res = await step(id, { step_name: 'document_summary', inputs: { determine_if_lawsuit_exists: false, civil_number: '' } });
    expect(res.json().errors).toEqual({});
  });

  it('answers every details message', async () => {
    const id = await start('debt_answer');
    const bad = await step(id, {
      step_name: 'details',
      inputs: {
        social_security_number: { social_security_number: '12345', social_security_number_last_four: '' },
        birthdate: '2015-01-01',
      },
    });
    expect(bad.json().errors).toMatchObject({ ssn: INTAKE_MESSAGES.ssnFull, birthdate: INTAKE_MESSAGES.birthdate });
    // An address the letters would print as "Columbus, 43215" is refused, each missing part named.
    const noState = await step(id, {
      step_name: 'details',
      inputs: { customer_mailing_address: { customer_street: '22 Oak Lane', customer_city: 'Columbus', customer_state: '', customer_zip_code: '43215' } },
    });
    expect(noState.statusCode).toBe(422);
    expect(noState.json()).toMatchObject({ code: 'RULE_VIOLATED', fields: { state: MAILING_ADDRESS_MESSAGES.state } });
    expect(noState.json().error).toContain('Please select a state');
    const zip = await step(id, {
      step_name: 'details',
      inputs: { customer_mailing_address: { customer_street: '1 Main St', customer_city: '', customer_state: 'TX', customer_zip_code: '1234' } },
    });
    expect(zip.statusCode).toBe(422);
    expect(zip.json().fields).toEqual({ city: MAILING_ADDRESS_MESSAGES.city, zip_code: MAILING_ADDRESS_MESSAGES.zip });
    const four = await step(id, {
      step_name: 'details',
      inputs: { social_security_number: { social_security_number: '', social_security_number_last_four: '12' } },
    });
    expect(four.json().errors.ssn).toBe(INTAKE_MESSAGES.ssnLastFour);
    const none = await step(id, {
      step_name: 'details',
      inputs: { social_security_number: { social_security_number: '', social_security_number_last_four: '' } },
    });
    expect(none.json().errors.ssn).toBe(INTAKE_MESSAGES.ssnEither);
    const finish = await step(id, { step_name: 'details', inputs: {}, complete: true });
    expect(finish.json().errors.form).toBe(`${INTAKE_MESSAGES.missingFields}Plaintiff Name, Address, Phone Number, SSN, Birthdate, Court, Date served`);
    expect(finish.json().errors.plaintiff_name).toBe(INTAKE_MESSAGES.plaintiff);
    expect(finish.json().errors.confirmed).toBe(INTAKE_MESSAGES.confirmAccurate);
    expect(finish.json().completed).toBe(false);
  });

  it('checks the phone number and saves it with the SMS consent', async () => {
    const id = await start('debt_answer');
    const bad = await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '(123) 456-7890', consents_to_sms: true });
    expect(bad.json().errors).toEqual([INTAKE_MESSAGES.phone]);
    const ok = await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '(713) 555-0123', consents_to_sms: true });
    expect(ok.json().errors).toEqual([]);
    expect((await consumer.get(`/api_controller/walk_through/${id}`)).json().case.phone_number).toBe('7135550123');
  });

  it('adds and deletes lawyer emails', async () => {
    const id = await start('debt_answer');
    await step(id, { step_name: 'details', inputs: { lawyer_emails: ['a@firm.test', 'b@firm.test'] } });
    const res = await consumer.delete(`/api_controller/delete_lawyer_email/${id}?email=a@firm.test`);
    expect(res.json().lawyer_emails).toEqual(['b@firm.test']);
    expect((await consumer.delete(`/api_controller/delete_lawyer_email/${id}?email=a@firm.test`)).statusCode).toBe(404);
    expect((await step(id, { step_name: 'details', inputs: { lawyer_emails: ['b@firm.test', 'nope'] } })).json().errors.lawyer_emails).toBe(
      INTAKE_MESSAGES.lawyerEmails,
    );
  });
});

describe('scan and upload', () => {
  it('refuses a file over 25 MB and a type not allowed, with the spec messages', async () => {
    const id = await start('solosettle');
    const big = Buffer.alloc(26_214_401, 0x20);
    big.write('%PDF-1.4');
    const tooLarge = await upload(id, big, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe(INTAKE_MESSAGES.uploadTooLarge);
    const text = await upload(id, Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe("File type (txt) isn't allowed.");
    // Named .png, but its content is not an image.
    const renamed = await upload(id, Buffer.from('just text'), 'scan.png');
    expect(renamed.json().error).toBe("File type (png) isn't allowed.");
    const fakePdf = await upload(id, Buffer.from('<html>not a pdf</html>'), 'summons.pdf', 'application/pdf');
    expect(fakePdf.statusCode).toBe(415);
    expect(fakePdf.json().error).toBe("File type (pdf) isn't allowed.");
  });

  it('reads a summons photo into the summary fields in the background', { timeout: 60_000 }, async () => {
    const id = await start('debt_answer');
    expect((await upload(id, png('01-summons.png'), 'summons.png')).statusCode).toBe(200);
    const res = await consumer.post(`/api_controller/prepopulate_from_document_files/${id}`, { camera: false, upload: true });
    expect(res.json().resume_url).toBe(`/debt_answers/${id}/steps/document_summary`);
    expect((await consumer.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`)).json().state).toBe('processing');
    await t.services.intake.files.settle();
    const extracted = (await consumer.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`)).json();
    expect(extracted.state).toBe('completed');
    expect(extracted.fields).toMatchObject({ customer_name: 'Maria Gonzalez', civil_number: 'CV-2026-004217', lawsuit_amount: 482_317, lawsuit_state: 'TX' });
    const view = (await consumer.get(`/api_controller/walk_through/${id}`)).json();
    expect(view.case).toMatchObject({
      plaintiff_name: 'Midland Credit Management, Inc.',
      law_firm_name: 'Sterling & Hale Collections LLP',
      phone_number: '7135550123',
    });
    expect(view.case.address).toEqual({ street: '1423 Elm Street', city: 'Houston', state: 'TX', zip_code: '77002' });
    // The court as the summons names it, not yet matched to the directory (the details step offers the match).
    expect(view.case.court).toMatchObject({ id: null, name: 'Justice Court, Precinct 1, Place 1, Harris County, State of Texas' });
  });

  it('offers manual entry when nothing can be read', { timeout: 30_000 }, async () => {
    const id = await start('solosettle');
    // A one-pixel GIF: nothing legible in it.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await upload(id, gif, 'blank.gif', 'image/gif')).statusCode).toBe(200);
    await consumer.post(`/api_controller/prepopulate_from_document_files/${id}`, { camera: true, upload: false });
    await t.services.intake.files.settle();
    const extracted = (await consumer.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`)).json();
    expect(extracted).toMatchObject({ state: 'failed', error: INTAKE_MESSAGES.scanFailed });
  });

  it('takes a direct upload in two steps and attaches it', async () => {
    const id = await start('solosettle');
    const bytes = png('03-clean.png');
    const blob = (
      await consumer.post('/api_controller/direct_uploads', { blob: { filename: 'letter.png', content_type: 'image/png', byte_size: bytes.length } })
    ).json();
    const put = await consumer.request('PUT', blob.direct_upload.url, bytes, { headers: { 'content-type': 'application/octet-stream' } });
    expect(put.statusCode).toBe(200);
    expect((await consumer2.post(`/api_controller/attach_upload/${id}`, { signed_id: blob.signed_id })).statusCode).toBe(404);
    const attached = await consumer.post(`/api_controller/attach_upload/${id}`, { signed_id: blob.signed_id });
    expect(attached.json()).toMatchObject({ name: 'letter.png', state: 'uploaded' });
  });
});

describe('searches', () => {
  it('ranks an exact plaintiff name first and finds a near-miss spelling', async () => {
    const exact = (await consumer.get('/api/plaintiffs/search?query=Discover%20Bank')).json().results;
    expect(exact[0].name).toBe('Discover Bank');
    const nearMiss = (await consumer.get('/api/plaintiffs/search?query=midlnd%20credit')).json().results;
    expect(nearMiss[0].name).toBe('Midland Credit Management, Inc.');
    expect((await consumer.get('/api/plaintiffs/search?query=m')).json().results).toEqual([]);
  });

  it('lists firms on Parley with their id before directory firms', async () => {
    const res = (await consumer.get('/api/law_firms/search?query=demo%20law')).json().results;
    expect(res[0]).toEqual({ id: demoFirm.id, name: 'Demo Law Group', in_database: true });
    const directory = (await consumer.get('/api/law_firms/search?query=forster%20garbus')).json().results;
    expect(directory[0]).toMatchObject({ name: 'Forster & Garbus LLP', in_database: false, id: null });
  });

  it('searches courts within a state', async () => {
    const res = (await consumer.get('/api/courts/search?query=harris%20justice&state=TX')).json().results;
    expect(
      res
        .slice(0, 2)
        .map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Harris County Justice Court', 'Harris County Justice Court, Precinct 1, Place 1']);
    const precinct = res.find((r: { name: string }) => r.name === 'Harris County Justice Court, Precinct 1, Place 1');
    expect(precinct.formatted_address).toContain('Houston, TX');
    expect((await consumer.get('/api/courts/search?query=harris%20justice&state=CA')).json().results).toEqual([]);
  });

  /** Each state's capital and the county it lies in, written from an atlas, not from the directory's data. */
  const CAPITALS: Record<string, [city: string, county: string]> = {
    AL: ['Montgomery', 'Montgomery County'],
    AK: ['Juneau', 'Juneau City and Borough'],
    AZ: ['Phoenix', 'Maricopa County'],
    AR: ['Little Rock', 'Pulaski County'],
    CA: ['Sacramento', 'Sacramento County'],
    CO: ['Denver', 'Denver County'],
    CT: ['Hartford', 'Hartford County'],
    DE: ['Dover', 'Kent County'],
    DC: ['Washington', 'District of Columbia'],
    FL: ['Tallahassee', 'Leon County'],
    GA: ['Atlanta', 'Fulton County'],
    HI: ['Honolulu', 'Honolulu County'],
    ID: ['Boise', 'Ada County'],
    IL: ['Springfield', 'Sangamon County'],
    IN: ['Indianapolis', 'Marion County'],
    IA: ['Des Moines', 'Polk County'],
    KS: ['Topeka', 'Shawnee County'],
    KY: ['Frankfort', 'Franklin County'],
    LA: ['Baton Rouge', 'East Baton Rouge Parish'],
    ME: ['Augusta', 'Kennebec County'],
    MD: ['Annapolis', 'Anne Arundel County'],
    MA: ['Boston', 'Suffolk County'],
    MI: ['Lansing', 'Ingham County'],
    MN: ['Saint Paul', 'Ramsey County'],
    MS: ['Jackson', 'Hinds County'],
    MO: ['Jefferson City', 'Cole County'],
    MT: ['Helena', 'Lewis and Clark County'],
    NE: ['Lincoln', 'Lancaster County'],
    NV: ['Carson City', 'Carson City'],
    NH: ['Concord', 'Merrimack County'],
    NJ: ['Trenton', 'Mercer County'],
    NM: ['Santa Fe', 'Santa Fe County'],
    NY: ['Albany', 'Albany County'],
    NC: ['Raleigh', 'Wake County'],
    ND: ['Bismarck', 'Burleigh County'],
    OH: ['Columbus', 'Franklin County'],
    OK: ['Oklahoma City', 'Oklahoma County'],
    OR: ['Salem', 'Marion County'],
    PA: ['Harrisburg', 'Dauphin County'],
    RI: ['Providence', 'Providence County'],
    SC: ['Columbia', 'Richland County'],
    SD: ['Pierre', 'Hughes County'],
    TN: ['Nashville', 'Davidson County'],
    TX: ['Austin', 'Travis County'],
    UT: ['Salt Lake City', 'Salt Lake County'],
    VT: ['Montpelier', 'Washington County'],
    VA: ['Richmond', 'Richmond city'],
    WA: ['Olympia', 'Thurston County'],
    WV: ['Charleston', 'Kanawha County'],
    WI: ['Madison', 'Dane County'],
    WY: ['Cheyenne', 'Laramie County'],
  };

  it('finds the court of every state and DC by its capital city, and by its county', { timeout: 60_000 }, async () => {
    expect(Object.keys(CAPITALS)).toHaveLength(51);
    for (const [state, [city, county]] of Object.entries(CAPITALS)) {
      const byCity = (await consumer.get(`/api/courts/search?query=${encodeURIComponent(city)}&state=${state}`)).json().results;
      expect(byCity[0], `${city}, ${state}`).toMatchObject({ county, mailing_state: state });
      const byCounty = (await consumer.get(`/api/courts/search?query=${encodeURIComponent(county)}&state=${state}`)).json().results;
      expect(byCounty[0], `${county}, ${state}`).toMatchObject({ county, mailing_state: state });
    }
  });

  it('finds the court a person names by city, county or ZIP without choosing a state', async () => {
    const first = async (query: string) => (await consumer.get(`/api/courts/search?query=${encodeURIComponent(query)}`)).json().results[0];
    expect(await first('Seattle')).toMatchObject({ name: 'King County District Court', county: 'King County', mailing_state: 'WA' });
    expect(await first('Spokane')).toMatchObject({ name: 'Spokane County District Court', mailing_state: 'WA' });
    expect(await first('Columbus')).toMatchObject({ name: 'Franklin County Municipal Court', county: 'Franklin County', mailing_state: 'OH' });
    expect(await first('El Paso')).toMatchObject({ name: 'El Paso County Justice Court', mailing_state: 'TX' });
    expect(await first('Brooklyn')).toMatchObject({ name: 'Civil Court of the City of New York, County of Kings', mailing_state: 'NY' });
    expect(await first('Anchorage')).toMatchObject({ name: 'Alaska District Court at Anchorage', mailing_state: 'AK' });
    expect(await first('Honolulu')).toMatchObject({ name: 'District Court of the First Circuit', mailing_state: 'HI' });
    expect(await first('King County')).toMatchObject({ county: 'King County', mailing_state: 'WA' });
    expect(await first('98101')).toMatchObject({ county: 'King County', mailing_state: 'WA' });
    expect(await first('Spokane, WA')).toMatchObject({ county: 'Spokane County', mailing_state: 'WA' });
  });

  it('says when the directory has no street address for a court, and names each state its way', async () => {
    const king = (await consumer.get('/api/courts/search?query=seattle&state=WA')).json().results[0];
    expect(king).toMatchObject({ name: 'King County District Court', formatted_address: '', mailing_street: '' });
    expect(king.caption_name).toBe('IN THE DISTRICT COURT OF THE STATE OF WASHINGTON IN AND FOR KING COUNTY');
    const texas = (await consumer.get('/api/courts/search?query=el%20paso&state=TX')).json().results.map((r: { name: string }) => r.name);
    expect(texas).toEqual(expect.arrayContaining(['El Paso County Justice Court', 'El Paso County Court at Law', 'El Paso County District Court']));
    // California's usual court for a debt case is a limited civil case; the checked courthouse keeps its address.
    const la = (await consumer.get('/api/courts/search?query=los%20angeles&state=CA')).json().results;
    expect(la[0]).toMatchObject({ name: 'Superior Court of California, County of Los Angeles (limited civil case)' });
    expect(la.find((r: { name: string }) => r.name === 'Superior Court of California, County of Los Angeles').formatted_address).toContain('Los Angeles, CA');
  });

  it('finds only the chosen level’s courts: a Texas Justice Court search never offers a County Court at Law (issue 37.8)', async () => {
    const justice = (await consumer.get('/api/courts/search?query=harris&state=TX&level=justice')).json().results.map((r: { name: string }) => r.name);
    expect(justice).toContain('Harris County Justice Court');
    expect(justice).toContain('Harris County Justice Court, Precinct 1, Place 1');
    expect(justice.filter((n: string) => /Court at Law|District Court/.test(n))).toEqual([]);
    const county = (await consumer.get('/api/courts/search?query=harris&state=TX&level=county')).json().results.map((r: { name: string }) => r.name);
    expect(county).toEqual(expect.arrayContaining(['Harris County Court at Law', 'Harris County Civil Court at Law No. 1']));
    expect(county.filter((n: string) => /Justice/.test(n))).toEqual([]);
    expect((await consumer.get('/api/courts/search?query=harris&state=TX&level=Robert%27);')).statusCode).toBe(400);
  });

  it('suggests cities and ZIP codes from the offline directory', async () => {
    const res = (await consumer.get('/api/addresses/autocomplete?query=7700')).json().suggestions;
    expect(res[0]).toMatchObject({ city: 'Houston', state: 'TX' });
  });

  it('refuses a search from a signed-out caller', async () => {
    expect((await collector.get('/api/courts/search?query=harris')).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  it("answers 404 for another consumer's case on every case route", async () => {
    const id = await start('debt_answer');
    const calls = [
      consumer2.get(`/api_controller/walk_through/${id}`),
      step(id, { step_name: 'document_summary', inputs: { customer_name: 'X' } }, consumer2),
      upload(id, png('01-summons.png'), 'a.png', 'image/png', consumer2),
      consumer2.post(`/api_controller/prepopulate_from_document_files/${id}`, {}),
      consumer2.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`),
      consumer2.post(`/api_controller/save_law_firm/${id}`, { law_firm_name: 'X' }),
      consumer2.post(`/api_controller/save_plaintiff/${id}`, { plaintiff_name: 'X' }),
      consumer2.post(`/api_controller/save_court/${id}`, { court_name: 'X' }),
      consumer2.post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123' }),
      consumer2.delete(`/api_controller/delete_lawyer_email/${id}?email=a@b.test`),
      consumer2.get(`/api_controller/documents/${id}/downloads`),
      consumer2.get(`/api_controller/documents/${id}/files/answer.pdf`),
      consumer2.post(`/api_controller/documents/${id}/regenerate`, {}),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect(dashboardDocuments(await consumer2.get('/my_dashboard.json')).map((d) => d.id)).not.toContain(id);
  });

  it('refuses collectors on case routes', async () => {
    const id = await start('debt_answer');
    expect((await collector.get(`/api_controller/walk_through/${id}`)).statusCode).toBe(401);
  });
});

describe('end to end on the server', () => {
  it('walks a Debt Answer to a PDF naming the parties, the case number and the chosen defenses', { timeout: 30_000 }, async () => {
    const id = await start('debt_answer');
    await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'TX', court_level: 'justice' }, complete: true });
    await step(id, { step_name: 'scan_document', inputs: { manual_entry: true }, complete: true });
    expect((await step(id, { step_name: 'document_summary', inputs: SUMMARY_OK, complete: true })).json().completed).toBe(true);
    const court = (await consumer.get('/api/courts/search?query=harris%20county%20justice&state=TX')).json().results[0];
    await consumer.post(`/api_controller/save_court/${id}`, { customer_document_id: id, court_name: court.name, selected_court_id: court.id });
    await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123', consents_to_sms: true });
    const details = await step(id, { step_name: 'details', inputs: DETAILS_OK, complete: true });
    expect(details.json()).toMatchObject({ errors: {}, completed: true });
    await step(id, { step_name: 'defenses', inputs: { defenses: ['statute_of_limitations', 'lack_of_standing'] }, complete: true });
    const hardship = await step(id, { step_name: 'hardship', inputs: { medical: 'Surgery last spring.' }, complete: true });
    expect(hardship.json().resume_url).toBe(`/my_dashboard/download?id=${id}`);

    expect((await consumer.get(`/api_controller/documents/${id}/downloads`)).json().state).toBe('processing');
    await t.services.intake.files.settle();
    const ready = (await consumer.get(`/api_controller/documents/${id}/downloads`)).json();
    expect(ready.state).toBe('completed');
    // A Texas justice court: served Wednesday 2026-10-28, 14 days is Wednesday 2026-11-11 (Tex. R. Civ. P. 502.5),
    // Veterans Day, so the last day is the next day (Tex. R. Civ. P. 4).
    expect(ready.answer_deadline).toBe('2026-11-12');
    expect(ready.downloads.map((d: { title: string }) => d.title)).toEqual(['Answer (PDF)', 'Answer (Word)']);

    const pdf = await consumer.get(`/api_controller/documents/${id}/files/answer.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(pdf.rawPayload);
    expect(text.flat).toContain('MIDLAND CREDIT MANAGEMENT, INC.');
    expect(text.flat).toContain('MARIA GONZALEZ');
    expect(text.flat).toContain('Cause No. CV-2026-004217');
    expect(text.flat).toContain('IN THE JUSTICE COURT, PRECINCT 1, PLACE 1, HARRIS COUNTY, TEXAS');
    expect(text.flat).toContain('Court: Texas, Justice Court. Deadline: Within 14 days after you were served (Tex. R. Civ. P. 502.5(a)).');
    expect(text.flat).toContain("DEFENDANT'S ORIGINAL ANSWER");
    expect(text.flat).toContain('4-year statute of limitations of Tex. Civ. Prac. & Rem. Code § 16.004');
    expect(text.flat).toContain('Lack of standing');
    expect(text.flat).not.toContain('Insufficient service of process');
    expect(text.flat).toContain('CERTIFICATE OF SERVICE');

    expect(text.flat).toContain('Defendant, pro se');
    expect(text.flat).toContain('1423 Elm Street Houston, TX 77002');

    const docx = await consumer.get(`/api_controller/documents/${id}/files/answer.docx`);
    expect(docx.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(docx.rawPayload.includes(Buffer.from('word/document.xml'))).toBe(true);

    // Issue 37.2: a fact the Answer uses changes after it was made; the page says so, and making it again uses the new one.
    expect(ready).toMatchObject({ out_of_date: false, edited: false });
    expect(Date.parse(ready.generated_at)).not.toBeNaN();
    expect(text.flat).toContain('(713) 555-0123');
    await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550199', consents_to_sms: true });
    expect((await consumer.get(`/api_controller/documents/${id}/downloads`)).json()).toMatchObject({ state: 'completed', out_of_date: true });
    const again = await consumer.post(`/api_controller/documents/${id}/regenerate`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().state).toBe('processing');
    // Asked again while it is being made: refused, nothing changes.
    const twice = await consumer.post(`/api_controller/documents/${id}/regenerate`, {});
    expect(twice.statusCode).toBe(409);
    await t.services.intake.files.settle();
    expect((await consumer.get(`/api_controller/documents/${id}/downloads`)).json()).toMatchObject({ state: 'completed', out_of_date: false });
    const remade = await extractPdfText((await consumer.get(`/api_controller/documents/${id}/files/answer.pdf`)).rawPayload);
    expect(remade.flat).toContain('(713) 555-0199');
    expect(remade.flat).not.toContain('(713) 555-0123');

    // The dashboard's one read model: the completed Answer shows once, completed, with its downloads.
    const cards = dashboardDocuments(await consumer.get('/my_dashboard.json')).filter((d) => d.id === id);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toMatchObject({ is_completed: true, answer_deadline: '2026-11-12', status: 'Completed' });
    expect(card?.downloads.map((d) => d.url)).toEqual(expect.arrayContaining([`/api_controller/documents/${id}/files/answer.pdf`]));
    expect(card?.sectioned_steps.map((s) => s.name)).toEqual(['Your papers', 'About you and the case', 'Your document']);
  });

  it('walks a Washington Debt Answer to a PDF with a Washington caption and limitation period', { timeout: 30_000 }, async () => {
    const id = await start('debt_answer');
    const court = await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'WA', court_level: 'district' }, complete: true });
    expect(court.json()).toMatchObject({ errors: {}, completed: true, resume_url: `/debt_answers/${id}/steps/scan_document` });
    await step(id, { step_name: 'scan_document', inputs: { manual_entry: true }, complete: true });
    const summary = { ...SUMMARY_OK, lawsuit_state: 'WA', civil_number: '26-CIV-01234' };
    expect((await step(id, { step_name: 'document_summary', inputs: summary, complete: true })).json().completed).toBe(true);
    const found = (await consumer.get('/api/courts/search?query=thurston%20county%20district&state=WA')).json().results[0];
    expect(found.caption_name).toBe('IN THE DISTRICT COURT OF THE STATE OF WASHINGTON IN AND FOR THURSTON COUNTY');
    await consumer.post(`/api_controller/save_court/${id}`, { customer_document_id: id, court_name: found.name, selected_court_id: found.id });
    await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '3605550123', consents_to_sms: true });
    const address = { customer_street: '200 Capitol Way', customer_city: 'Olympia', customer_state: 'WA', customer_zip_code: '98501' };
    const details = await step(id, {
      step_name: 'details',
      inputs: { ...DETAILS_OK, customer_mailing_address: address, served_on: '2026-10-26' },
      complete: true,
    });
    expect(details.json()).toMatchObject({ errors: {}, completed: true });
    const defenses = { defenses: ['statute_of_limitations'], debt_type: 'written_contract' };
    expect((await step(id, { step_name: 'defenses', inputs: defenses, complete: true })).json().errors).toEqual({});
    await step(id, { step_name: 'hardship', inputs: {}, complete: true });

    await consumer.get(`/api_controller/documents/${id}/downloads`);
    await t.services.intake.files.settle();
    const ready = (await consumer.get(`/api_controller/documents/${id}/downloads`)).json();
    expect(ready.state).toBe('completed');
    // Served Monday 2026-10-26: 20 days is Sunday 2026-11-15, so Monday 2026-11-16 (CRLJ 12(a)).
    expect(ready.answer_deadline).toBe('2026-11-16');
    const text = await extractPdfText((await consumer.get(`/api_controller/documents/${id}/files/answer.pdf`)).rawPayload);
    expect(text.flat).toContain('IN THE DISTRICT COURT OF THE STATE OF WASHINGTON IN AND FOR THURSTON COUNTY');
    expect(text.flat).toContain('No. 26-CIV-01234');
    expect(text.flat).toContain('6-year statute of limitations of RCW 4.16.040(1)');
    expect(text.flat).toContain(
      'Court: Washington, District Court. Deadline: Within 20 days after you were served; 60 days if you were served outside the state (CRLJ 12(a)',
    );
    expect(text.flat).toContain('November 16, 2026');
    expect(text.flat).not.toContain('Texas');
  });

  it('asks the state and court first, checks them, and names a court that needs its own form', async () => {
    const id = await start('debt_answer');
    const view = (await consumer.get(`/api_controller/walk_through/${id}`)).json();
    const names = view.steps.map((s: { name: string }) => s.name);
    expect(names.indexOf('jurisdiction')).toBe(0);
    expect(names.indexOf('jurisdiction')).toBeLessThan(names.indexOf('details'));

    expect((await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'XX' }, complete: true })).json().errors).toEqual({
      lawsuit_state: INTAKE_MESSAGES.selectState,
    });
    expect((await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'MD' }, complete: true })).json().errors).toEqual({
      court_level: INTAKE_MESSAGES.courtLevel,
    });
    expect((await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'MD', court_level: 'justice' }, complete: true })).json().errors).toEqual({
      court_level: INTAKE_MESSAGES.courtLevel,
    });
    // A state with one court level needs no choice.
    expect((await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'VT' }, complete: true })).json().completed).toBe(true);
    const md = await step(id, { step_name: 'jurisdiction', inputs: { lawsuit_state: 'MD', court_level: 'district' }, complete: true });
    expect(md.json()).toMatchObject({ errors: {}, completed: true });
    expect((await consumer.get(`/api_controller/walk_through/${id}`)).json().case).toMatchObject({ lawsuit_state: 'MD', court_level: 'district' });

    // What the first step shows comes from here: every state, and Maryland's District Court form.
    const supported = (await consumer.get('/api_controller/get_supported_jurisdictions')).json().supported_jurisdictions;
    expect(supported).toHaveLength(51);
    const maryland = supported.find((j: { state: string }) => j.state === 'MD');
    expect(maryland.courts.find((c: { key: string }) => c.key === 'district').form_required).toContain('Notice of Intention to Defend');

    // A different state on the summary sends the consumer back to confirm the court.
    await step(id, { step_name: 'scan_document', inputs: { manual_entry: true }, complete: true });
    const moved = (await step(id, { step_name: 'document_summary', inputs: { ...SUMMARY_OK, lawsuit_state: 'VA' }, complete: true })).json();
    expect(moved.resume_url).toBe(`/debt_answers/${id}/steps/jurisdiction`);
  });

  it('ends a SoloSettle walk-through in the negotiation with the firm', async () => {
    const id = await start('solosettle');
    await step(id, { step_name: 'scan_document', inputs: {}, complete: true });
    await step(id, { step_name: 'document_summary', inputs: { ...SUMMARY_OK, law_firm_name: 'Demo Law Group' }, complete: true });
    await consumer.post(`/api_controller/save_law_firm/${id}`, { law_firm_name: 'Demo Law Group', selected_law_firm_id: demoFirm.id });
    await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123', consents_to_sms: true });
    const { served_on: _served, ...details } = DETAILS_OK;
    expect((await step(id, { step_name: 'details', inputs: details, complete: true })).json().errors).toEqual({});
    const done = (await step(id, { step_name: 'hardship', inputs: { job_loss: 'Laid off in March.' }, complete: true })).json();
    expect(done.resume_url).toBe(`/my_cases/${id}`);
    const settlement = (await consumer.get(`/api/v1/settlement_cases/${id}`)).json();
    expect(settlement).toMatchObject({
      law_firm_name: 'Demo Law Group',
      law_firm_on_parley: true,
      plaintiff_name: SUMMARY_OK.plaintiff_name,
      amount_owed_cents: 482_317,
      state: 'TX',
      reference_number: 'CV-2026-004217',
    });
    // The firm reads the hardship with the account.
    const accounts = (await collector.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`)).json();
    expect(accounts.customer_info[0]).toMatchObject({
      hardship: { job_loss: 'Laid off in March.' },
      hardship_statement: 'I lost my job or my hours were cut: Laid off in March.',
    });
  });

  it('writes a debt validation letter for Document Generation', { timeout: 30_000 }, async () => {
    const id = await start('document_generation');
    await step(id, { step_name: 'scan_document', inputs: {}, complete: true });
    await step(id, { step_name: 'document_summary', inputs: { ...SUMMARY_OK, determine_if_lawsuit_exists: false, civil_number: '' }, complete: true });
    await consumer.post(`/api_controller/update_phone_number/${id}`, { phone_number: '7135550123', consents_to_sms: true });
    const { served_on: _served, ...details } = DETAILS_OK;
    await step(id, { step_name: 'details', inputs: details, complete: true });
    await step(id, { step_name: 'letter_choice', inputs: { letter_kind: 'debt_validation' }, complete: true });
    await consumer.get(`/api_controller/documents/${id}/downloads`);
    await t.services.intake.files.settle();
    const ready = (await consumer.get(`/api_controller/documents/${id}/downloads`)).json();
    const pdf = await consumer.get(ready.downloads[0].url);
    const text = await extractPdfText(pdf.rawPayload);
    expect(text.flat).toContain('DEBT VALIDATION REQUEST');
    expect(text.flat).toContain('15 U.S.C. 1692g(b)');
  });
});
