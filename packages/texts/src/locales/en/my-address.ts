export default {
  meta: {
    title: 'My addresses abroad | Posylka',
    description:
      'Our warehouse addresses abroad with your customer code: copy them into the shop’s checkout.',
  },
  title: 'My addresses abroad',
  menuLink: 'My addresses abroad',
  intro:
    'Give this address as the delivery address in a foreign shop. Copy the highlighted lines with your name and customer code {{code}} exactly: the warehouse finds your parcel by them.',
  country: 'Country',
  warehouses_one: '{{count}} warehouse in the country',
  warehouses_other: '{{count}} warehouses in the country',
  warehouse: 'Warehouse: {{name}}',
  isDefault: 'Default address',
  makeDefault: 'Make default',
  defaultSaved: 'Default address changed: {{name}}',
  copy: 'Copy',
  copyField: 'Copy "{{label}}"',
  copyAll: 'Copy the whole address',
  copied: 'Copied: {{label}}',
  copiedAll: 'Warehouse address copied',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  mustCopy: 'Type exactly as shown',
  notices: {
    noAddresses: 'There are no warehouse addresses for you in this country yet. Choose another country.',
    unavailable: 'Delivery from this country is temporarily unavailable',
    nameMissing:
      'Your profile has no name yet, so the address shows "{{name}}" instead. The parcel still arrives by your customer code, but please add your first and last name to your profile.',
    nameLink: 'Add your name to the profile',
  },
  shops: {
    title: 'Where to buy',
    label: 'Shop',
    placeholder: 'Choose a shop',
    empty: 'Our list has no shops for this country yet.',
    visit: 'Go to {{site}}',
    newWindow: '(opens in a new window)',
    password:
      'This shop may deliver to a parcel locker or pickup point that asks for a code. Once you have the code, add it to the parcel declaration.',
  },
  map: {
    title: 'Warehouse on the map: {{name}}',
    open: 'Open on the map',
  },
  compact: {
    title: 'Your address abroad',
    all: 'All addresses and shops',
    loading: 'Loading the address…',
    error: 'Could not load the address.',
  },
};
