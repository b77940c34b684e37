// What Stripe still needs of a connected account (`requirements.currently_due`), in the owner's words
// (issue 24). Stripe names each field it asks for (`individual.dob.day`, `external_account`); several
// names are one thing to the owner (a date of birth), so the list is read once per thing, in order.

/** Readable words for a requirement name's field, most specific first: the name ends with the key. */
const REQUIREMENT_WORDS: readonly (readonly [string, string])[] = [
  ['external_account', 'A bank account for payouts'],
  ['tos_acceptance', 'Acceptance of the Stripe services agreement'],
  ['business_type', 'The type of business'],
  ['business_profile.url', 'A website or product description'],
  ['business_profile.product_description', 'A website or product description'],
  ['business_profile.mcc', 'The industry of the business'],
  ['business_profile.support_phone', 'A support phone number'],
  ['verification.document', 'An identity document'],
  ['verification.additional_document', 'An additional identity document'],
  ['id_number', 'A tax or government ID number'],
  ['ssn_last_4', 'The last 4 digits of a Social Security number'],
  ['tax_id', 'The business’s tax ID'],
  ['dob', 'A date of birth'],
  ['address', 'An address'],
  ['first_name', 'A legal name'],
  ['last_name', 'A legal name'],
  ['email', 'An e-mail address'],
  ['phone', 'A phone number'],
  ['owners_provided', 'The business’s owners'],
  ['directors_provided', 'The business’s directors'],
  ['executives_provided', 'The business’s executives'],
  ['relationship', 'The representative’s role in the business'],
  ['statement_descriptor', 'The name on customers’ card statements'],
];

/** The words for a name Stripe did not document to us: its last parts, spaced and capitalised. */
const fallbackWords = (name: string): string => {
  const words = name
    .split('.')
    .filter((part) => !/^(individual|company|person_\w+|representative|settings|\d+)$/.test(part))
    .join(' ')
    .replaceAll('_', ' ')
    .trim();
  const text = words || name.replaceAll(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One requirement name in the owner's words. */
export const payoutRequirementWords = (name: string): string => {
  const parts = name.split('.');
  for (const [key, words] of REQUIREMENT_WORDS) {
    const keyParts = key.split('.');
    for (let at = 0; at + keyParts.length <= parts.length; at += 1) {
      if (keyParts.every((part, i) => parts[at + i] === part)) return words;
    }
  }
  return fallbackWords(name);
};

/** What Stripe still needs, read once per thing in the order Stripe asked for it. */
export const payoutRequirementsList = (names: readonly string[]): string[] => [
  ...new Set(names.map(payoutRequirementWords)),
];
