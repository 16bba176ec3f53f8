export default {
  meta: {
    title: 'Customs documents | Posylka',
  },
  title: 'Customs documents',
  subtitle: "The recipient's passport or ID-card details",
  subtitleOrder: "Order {{number}}: the recipient's passport or ID-card details",
  why: "The order total is above the duty-free limit, so customs clearance needs the recipient's document details.",
  type: {
    label: 'Document type',
    passport: 'Passport',
    card: 'ID card',
  },
  saveToCabinet: 'Keep the document in my account for the next orders',
  consent: 'I agree to the processing of my personal data for the customs clearance of the order',
  save: 'Save',
  diia: {
    title: 'Share your ID card through Diia',
    text: 'Scan the QR code with the camera of a phone that has the Diia app and confirm sharing: the form fills in by itself.',
    openOnPhone: 'Open in Diia on this phone',
    qrLabel: 'QR code to share ID-card details from Diia',
    waiting: 'Waiting for the details from Diia…',
    received: 'Details received from Diia. Check them and give your consent.',
    loading: 'Preparing the QR code',
    failed: 'Could not create the QR code.',
    retry: 'Try again',
  },
  finish: {
    title: 'Thank you! The documents are saved',
    text: "We added the document's details to the order and will use them for customs clearance.",
    addAnother: 'Add another order',
    viewOrder: 'View the order',
  },
};
