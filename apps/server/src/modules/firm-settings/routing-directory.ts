/**
 * Institution names for well-known routing numbers (from the banks' published ACH routing
 * numbers). A production deployment would use the Federal Reserve E-Payments Routing Directory;
 * an unknown but valid number is shown by its masked digits instead of a made-up name.
 */
const KNOWN: Record<string, string> = {
  '021000021': 'JPMorgan Chase Bank',
  '322271627': 'JPMorgan Chase Bank',
  '071000013': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '011000138': 'Bank of America',
  '121000358': 'Bank of America',
  '111000025': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '091000019': 'Wells Fargo Bank',
  '122105155': 'Wells Fargo Bank',
  '021000089': 'Citibank',
  '322271724': 'Citibank',
  '031176110': 'Capital One',
  '051405515': 'Capital One',
  '043000096': 'PNC Bank',
  '091000022': 'U.S. Bank',
  '061000104': 'Truist Bank',
  '011500120': 'Citizens Bank',
  '124003116': 'Zions Bancorporation',
  '021000322': 'Bank of America',
};

export function institutionFor(routingNumber: string): string {
  return KNOWN[routingNumber] ?? `Bank with routing number ending ${routingNumber.slice(-4)}`;
}
