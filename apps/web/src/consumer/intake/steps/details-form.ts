import type { WalkThrough } from '@parley/shared';
import { useState } from 'react';
import { useIntakeWords } from '../intake-words';

let rowKeys = 0;
const newRowKey = () => `email-${++rowKeys}`;

/** A lawyer's email being typed, keyed so that removing a row keeps the others' inputs. */
type EmailRow = { key: string; value: string };

/** A new, empty email row. */
export const newEmailRow = (): EmailRow => ({ key: newRowKey(), value: '' });

/** What the details form holds while it is filled in, starting from the case as saved, and each field's message. */
export function useDetailsForm(c: WalkThrough['case']) {
  const words = useIntakeWords();
  const [plaintiff, setPlaintiff] = useState(c.plaintiff_name ?? '');
  const [firm, setFirm] = useState(c.law_firm_name ?? '');
  const [court, setCourt] = useState(c.court?.name ?? '');
  const [emailRows, setEmailRows] = useState(() => (c.lawyer_emails.length ? c.lawyer_emails : ['']).map((value): EmailRow => ({ key: newRowKey(), value })));
  const [address, setAddress] = useState({ street: c.address.street, city: c.address.city, state: c.address.state, zipCode: c.address.zip_code });
  const [phone, setPhone] = useState(c.phone_number ?? '');
  const [showFullSSN, setShowFullSSN] = useState(false);
  const [fullSSN, setFullSSN] = useState('');
  const [lastFour, setLastFour] = useState(c.ssn_last_four ?? '');
  const [birthdate, setBirthdate] = useState(c.birthdate ?? '');
  const [servedOn, setServedOn] = useState(c.served_on ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    plaintiff,
    setPlaintiff,
    firm,
    setFirm,
    court,
    setCourt,
    emailRows,
    setEmailRows,
    emails: emailRows.map((r) => r.value),
    address,
    setAddress,
    phone,
    setPhone,
    showFullSSN,
    setShowFullSSN,
    fullSSN,
    setFullSSN,
    lastFour,
    setLastFour,
    birthdate,
    setBirthdate,
    servedOn,
    setServedOn,
    confirmed,
    setConfirmed,
    errors,
    setErrors,
    /** The message beside a field, in the page's language; none while the field has none. */
    fieldError: (key: string) => (errors[key] === undefined ? undefined : words.message(errors[key])),
  };
}
export type DetailsForm = ReturnType<typeof useDetailsForm>;
