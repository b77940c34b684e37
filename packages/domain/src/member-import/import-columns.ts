import { IMPORT_FIELD_LABELS } from '../messages/member-import';

/** A field of ours a file's column can be mapped to. */
export type ImportField = keyof typeof IMPORT_FIELD_LABELS;

export const IMPORT_FIELDS = Object.keys(IMPORT_FIELD_LABELS) as readonly ImportField[];

/** Fields every row needs; a mapping without one of them cannot be checked. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'firstName',
  'lastName',
  'email',
  'membershipType',
  'startDate',
  'endDate',
];

/** Each field to the index of the column it is read from; an absent field is not imported. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** Header spellings (lower-cased, letters and digits only) each field is guessed from. */
const HEADER_NAMES: Readonly<Record<ImportField, readonly string[]>> = {
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'mobile', 'cell', 'tel'],
  streetAddress: ['streetaddress', 'address', 'street', 'address1', 'addressline1'],
  city: ['city', 'town'],
  stateProvince: ['state', 'stateprovince', 'province', 'region'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode'],
  country: ['country'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday'],
  membershipType: ['membershiptype', 'type', 'membership', 'plan', 'level', 'membershiplevel'],
  startDate: ['startdate', 'start', 'startson', 'joindate', 'joined', 'memberssince', 'membersince'],
  endDate: ['enddate', 'end', 'expires', 'expiration', 'expirationdate', 'expirydate', 'validuntil'],
  membershipCode: ['membershipcode', 'code', 'memberid', 'membernumber', 'cardnumber'],
  military: ['military', 'veteran', 'ismilitary'],
};

const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The mapping guessed from a file's header row: each field from the first column whose name is one
 * of its spellings ("E-mail Address", "email_address" and "Email" all give e-mail). A remembered
 * mapping (by header name) wins over the guess for the headers it names.
 */
export const guessImportMapping = (
  headers: readonly string[],
  remembered: Readonly<Record<string, ImportField>> = {},
): ImportMapping => {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  headers.forEach((header, index) => {
    const field = remembered[header];
    if (field !== undefined && mapping[field] === undefined) {
      mapping[field] = index;
      taken.add(index);
    }
  });
  for (const field of IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    const index = headers.findIndex(
      (header, at) => !taken.has(at) && HEADER_NAMES[field].includes(headerKey(header)),
    );
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
};

/** Headers no field is mapped from, to tell the owner they are left out. */
export const unmappedHeaders = (headers: readonly string[], mapping: ImportMapping): string[] => {
  const used = new Set(Object.values(mapping));
  return headers.filter((header, index) => !used.has(index) && header.trim() !== '');
};

/** The required fields a mapping leaves out, by their labels. */
export const missingImportFields = (mapping: ImportMapping): string[] =>
  REQUIRED_IMPORT_FIELDS.filter((field) => mapping[field] === undefined).map(
    (field) => IMPORT_FIELD_LABELS[field],
  );

/** The mapping as remembered per campground: header name to field, so a reordered file maps alike. */
export const mappingByHeader = (
  headers: readonly string[],
  mapping: ImportMapping,
): Record<string, ImportField> => {
  const byHeader: Record<string, ImportField> = {};
  for (const field of IMPORT_FIELDS) {
    const index = mapping[field];
    const header = index === undefined ? undefined : headers[index];
    if (header !== undefined && header !== '') byHeader[header] = field;
  }
  return byHeader;
};
