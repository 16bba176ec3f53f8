export default {
  intro:
    "The parcel's value is above the country's customs limit, so customs clearance needs an invoice and the recipient's passport or ID-card details.",
  dropZone: {
    cta: 'Drag files here or click to choose',
    ctaTouch: 'Tap to choose files or take a photo of the document',
    hint: 'JPG, PNG or PDF, up to {{maxSize}} each',
    add: 'Add files to “{{title}}”',
    uploading: 'Uploading “{{name}}”',
    uploaded: '“{{name}}” uploaded',
    full_one: 'Maximum reached: {{count}} file',
    full_other: 'Maximum reached: {{count}} files',
    noFileApi: 'Your browser cannot upload files. Please update it or use another browser.',
  },
  errors: {
    uploadedFiles: 'Could not upload “{{name}}”: {{reason}}',
  },
  files: {
    title: 'Documents for the goods',
    rules: 'You can add several files at once. A file that failed can be removed and added again.',
    progress: 'Uploading “{{name}}”',
    remove: 'Remove “{{name}}”',
    removed: '“{{name}}” removed',
    incorrect: 'Document not accepted: please upload another one',
    replace: 'Replace',
    replaceNamed: 'Replace “{{name}}”',
  },
  blocks: {
    invoices: {
      title: 'Invoice',
      description: "The receipt or the shop's order confirmation with the prices.",
    },
    bankOrders: {
      title: 'Bank documents',
      description: 'A payment order or statement that shows the payment.',
    },
    others: {
      title: 'Other documents',
      description: 'Anything that helps customs: up to 10 files.',
    },
  },
  export: {
    title: 'Export documents',
    notice:
      'The parcel from {{country}} is worth more than 1000 EUR, so export clearance needs these documents too. You can add them later, but before the parcel reaches the warehouse, otherwise it is held.',
    kinds: {
      statement: 'Statement',
      powers: 'Powers',
      power_attorney: 'Power-of-attorney letter',
    },
    descriptions: {
      statement: 'The signed export clearance statement.',
      powers: "The document with the representative's powers.",
      power_attorney: 'The signed power-of-attorney letter.',
    },
  },
  passport: {
    title: 'Passport details',
    why: 'Customs clears the parcel in the recipient’s name, so we need the passport or ID-card details.',
    documentType: 'Document',
    types: {
      passport: 'Booklet passport',
      card: 'ID card',
    },
    // This step's label for the booklet's number; the other field words are identityDocument's.
    serialNumber: 'Series and number',
    saveToCabinet: 'Keep the document in my account for the next parcels',
    change: 'Change',
  },
  agreement:
    'I confirm that the details and documents are genuine and agree to their processing for customs clearance',
};
