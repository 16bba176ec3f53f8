// The validation messages (SPEC §8: a field's error in the user's language), one per code the domain's
// schemas put on their issues; the server's 422 violations and the web forms read them alike.
export default {
  required: 'This field is required',
  invalid: 'Invalid value',
  string: {
    tooShort_one: 'At least {{min}} character',
    tooShort_other: 'At least {{min}} characters',
    tooLong_one: 'At most {{max}} character',
    tooLong_other: 'At most {{max}} characters',
    exactLength_one: 'Exactly {{length}} character',
    exactLength_other: 'Exactly {{length}} characters',
  },
  text: {
    forbiddenCharacters: 'The text contains characters that are not allowed',
  },
  number: {
    invalid: 'Enter a number',
    integer: 'Enter a whole number',
    tooSmall: 'The value must be at least {{min}}',
    tooBig: 'The value must be at most {{max}}',
    decimal: 'Enter a number with a dot or comma and at most two decimal places',
  },
  email: {
    invalid: 'Enter a valid e-mail address',
    sameAsCurrent: 'This already is the address of your account',
  },
  choice: {
    invalid: 'Choose a value from the list',
  },
  date: {
    invalid: 'Enter the date as DD.MM.YYYY',
    future: 'The date cannot be in the future',
  },
  url: {
    invalid: 'Enter a site address starting with http:// or https://, e.g. https://www.amazon.com',
  },
  trackNumber: {
    startsWithOrder:
      'A track number cannot start with “order” or “ord”: that is the shop’s order number, not the parcel’s',
    symbols: 'A track number may hold only Latin letters, digits, “_” and “-”, with no double “__” or “--”',
    invalid: 'Invalid track number. Check the shipment number with the shop',
    usLength: 'A track number starting with 1Z must be exactly {{length}} characters long',
    duplicate: 'Such a track number already exists',
    neededToComplete: 'The parcel can be completed only once you have received and entered its track number',
    locked: 'The track number of this parcel cannot be changed',
  },
  items: {
    required: 'Add at least one product',
  },
  product: {
    nameSymbols:
      'The name contains characters that are not allowed: {{chars}}. Use Latin letters, digits, space and - [ ] " \' : . , % ( ) $ ! ? + |',
    category: 'Choose a category or tick “No category”',
  },
  price: {
    format: 'Enter the price in digits; cents (1–2 digits) after a dot or comma, e.g. 12.99',
  },
  taxAgreement: {
    required: 'Please confirm that you agree to pay the customs charges',
  },
  documents: {
    passport: 'Fill in valid passport details for customs clearance',
    agreement: 'Confirm that the documents are genuine and agree to the customs clearance terms',
  },
  country: {
    unavailable: 'Delivery from this country is temporarily unavailable',
    locked: 'The country of a registered parcel cannot be changed',
  },
  discount: {
    noBalance: 'You have no bonuses to use',
  },
  phone: {
    invalid: 'Enter the full phone number as +38 (0XX) XXX XX XX',
    operator: 'Operator code {{code}} is not supported. Enter a Ukrainian mobile number',
    notVerified: 'Please verify the phone number',
    code: 'Enter the {{length}}-digit code',
  },
  address: {
    required: 'Choose a delivery address',
    city: 'Choose a city',
    warehouse: 'Choose a branch or parcel locker',
    cityFromList: 'Choose the city from the Nova Poshta list: start typing its name and pick a suggestion',
    cityUnknown: 'This city is not in the Nova Poshta directory. Choose a city from the list',
    warehouseMismatch: 'Choose a branch or parcel locker from the list for this city',
    zip: 'The postcode must be 5 digits',
    lockerLimit: 'Parcel locker delivery is unavailable: the order total exceeds UAH {{max}}',
  },
  identity: {
    serialNumberPassport: 'Passport series and number: two letters and six digits, e.g. AA123456',
    serialNumberCard: 'The ID card number is 9 digits',
    name: 'Enter it as in the document: Ukrainian letters, apostrophe, hyphen or space',
    age_one: 'You must be at least {{min}} year old',
    age_other: 'You must be at least {{min}} years old',
    taxNumber: 'The taxpayer number is 10 digits',
    consent: 'Please consent to the processing of your personal data',
  },
  buyout: {
    link: 'Paste a product link starting with http:// or https://',
    linkOneShop: 'All products in one order must come from one shop ({{host}})',
    linkTheSame: 'This link is already in the order. Change the quantity in that line instead',
    linkBlocked: 'Sorry, we do not buy goods from this shop',
    name: 'Enter the product name in Latin letters, as in the shop',
    nameSymbols: 'The name contains characters that are not allowed: {{chars}}',
    quantity: 'The quantity cannot be changed when editing: {{original}}',
    price: 'When editing, the price cannot be higher than {{max}}',
    noPricedProduct: 'Add at least one product with a price above zero',
  },
  recipient: {
    name: 'Enter it in Ukrainian Cyrillic with a capital letter, e.g. Олена or Анна-Марія',
  },
  files: {
    to_large: 'File “{{name}}” is too large: {{maxMb}} MB at most',
    unexpected_type: 'File “{{name}}” has an unsupported format. Allowed: {{types}}',
    too_many_one: 'You can add at most {{max}} file',
    too_many_other: 'You can add at most {{max}} files',
    required: 'Please upload a file',
    quota_exceeded:
      'Not enough space for “{{name}}”: all your files together may take up {{quotaMb}} MB at most. Delete files you no longer need to free space',
  },
  password: {
    letterAndDigit: 'The password must contain at least one letter and one digit',
    containsEmail: 'The password must not contain your e-mail address',
    common: 'This password is too common and appears in lists of breached passwords. Choose another one',
    sameAsCurrent: 'The new password must differ from the current one',
    currentWrong: 'The current password is wrong',
  },
  profile: {
    latinName:
      "In Latin letters as in your international passport: letters, space, hyphen or apostrophe, e.g. Olena or O'Brien",
  },
  consolidation: {
    tooFew: 'Choose at least two parcels to consolidate',
    mixedCountries: 'Only parcels from one country can be consolidated',
    notAtWarehouse:
      'This parcel is not at the warehouse or is already being prepared for dispatch, so it cannot be consolidated',
    agreement: 'Confirm that you agree to the consolidation terms by choosing “Yes”',
  },
  parcel: {
    notRegistered: 'Complete the parcel’s declaration: it cannot be sent without one',
    maxValue: 'One parcel from this country may be worth at most {{currency}} {{max}}',
    valueTooLarge: 'The order total is too large: at most UAH {{max}}',
    exportDocuments:
      'A parcel worth over EUR 1000 needs its export documents (statement, powers, power-of-attorney letter): {{count}} of 3 missing',
    lockerWeight: 'A parcel over {{max}} kg does not fit a parcel locker: choose a branch',
    lockerSize: 'A parcel larger than {{size}} cm does not fit a parcel locker: choose a branch',
    trackNumberFixed: 'The track number cannot be changed: the warehouse already has the parcel',
  },
  promoCode: {
    invalid: 'The promo code is invalid or has expired',
    categoryRestricted: 'The promo code does not apply to the product categories in this order',
    used: 'You have already used this promo code on another order',
    usedUp: 'This promo code has been used the maximum number of times',
  },
  notifications: {
    locked: 'Account and money e-mails cannot be turned off: they always come by e-mail',
    channelNotOffered: 'These messages are not sent this way',
  },
  accountToken: {
    invalid: 'The link is not valid. Request a new e-mail',
    expired: 'The link has expired. Request a new e-mail',
    used: 'This link has already been used. Request a new e-mail if you need one',
  },
};
