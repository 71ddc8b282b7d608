// Not part of the app: the hard-coded-text scan's own test reads this file and must find each of
// the seven words below (tests/i18n/no-hard-coded-text.test.ts). It is never imported.
// biome-ignore-all lint: a fixture of what the scan must catch
const probe = (ok: boolean, describeError: (e: unknown, f: string) => string, useDocumentTitle: (t: string) => void) => {
  useDocumentTitle('Payments · Parley');
  const fallback = describeError(null, 'We could not load it.');
  return (
    <div>
      Hello there
      <input placeholder="Your name" aria-label={'Parley'} />
      <button title={`Close`} type="button" />
      {ok ? 'Pay now' : ''}
      {fallback ?? 'Nothing yet'}
    </div>
  );
};
export default probe;
