// Notification settings page /profile/notifications (issue 16 item 3).
export default {
  meta: {
    title: 'Notifications | Posylka',
    description: 'Which messages you get by e-mail, Telegram and SMS.',
  },
  title: 'Notifications',
  subtitle: 'Choose how you hear about parcels, buy-outs and reminders. Changes are saved at once.',
  link: 'Notification settings',
  groups: {
    account: {
      title: 'Account',
      text: 'Sign-in, password, e-mail change.',
    },
    money: {
      title: 'Money',
      text: 'Payments, refunds, surcharges.',
    },
    parcels: {
      title: 'Parcels',
      text: 'Every step of a parcel: warehouse, dispatch, customs, the Nova Poshta waybill.',
    },
    buyout: {
      title: 'Buy-outs',
      text: 'Price questions, the purchase, arrival at the warehouse.',
    },
    reminders: {
      title: 'Reminders',
      text: 'Storage running out, a parcel waiting for documents.',
    },
  },
  channels: {
    email: 'E-mail',
    telegram: 'Telegram',
    sms: 'SMS',
  },
  locked: 'Account and money e-mails cannot be turned off: they always come by e-mail.',
  unreachable: {
    telegram: 'Telegram is not linked yet',
    sms: 'No verified phone',
  },
  reach: {
    title: 'Where we write',
    email: {
      label: 'E-mail',
      verified: 'Confirmed',
      unverified: 'Not confirmed yet: open the e-mail with the link',
    },
    sms: {
      label: 'SMS',
      rule: 'We send SMS only for what must not be missed: the Nova Poshta waybill and a parcel held at the warehouse.',
      none: 'No verified phone number.',
      verify: 'Verify your phone in the profile',
    },
  },
  telegram: {
    label: 'Telegram',
    linked: 'Linked: {{name}}',
    linkedNoName: 'Linked',
    notLinked: 'Get messages in Telegram: press “Link” and then “Start” in the bot.',
    link: 'Link Telegram',
    waiting: 'Press “Start” in the Posylka bot. This page updates by itself.',
    open: 'Open Telegram',
    unlink: 'Unlink',
    unlinked: 'Telegram unlinked.',
    failed: 'That did not work. Please try again a little later.',
  },
  status: {
    saving: 'Saving…',
    saved: 'Saved',
    failed: 'Could not save; the switch is back as it was. Please try again.',
  },
};
