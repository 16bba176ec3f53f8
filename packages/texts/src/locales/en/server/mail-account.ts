// Account messages (apps/server/src/notifications/templates/account.ts): the address to confirm, the
// password reset link, a changed password, a new e-mail address and the old one told of the change.
export default {
  emailVerification: {
    subject: 'Confirm your e-mail address',
    lines: [
      'Please confirm the e-mail address of your Posylka account by opening the link.',
      'The link is valid for {{validFor}}. If you did not register with Posylka, just ignore this message.',
    ],
    action: 'Confirm e-mail',
  },
  passwordReset: {
    subject: 'Reset your Posylka password',
    lines: [
      'You (or someone else) asked to reset the password. The link works once, for 1 hour.',
      'If it was not you, ignore this e-mail: the password stays as it is.',
    ],
    action: 'Set a new password',
  },
  passwordChanged: {
    subject: 'Your Posylka password was changed',
    lines: [
      'The password of your account has just been changed, and every other session has ended.',
      'If it was not you, reset it with "Forgot password?" on the sign-in page.',
    ],
  },
  emailChangeRequested: {
    subject: 'Confirm your new Posylka address',
    lines: ['To sign in with {{email}}, confirm it. The link works for 24 hours.'],
    action: 'Confirm the address',
  },
  emailChanged: {
    subject: 'Your Posylka address was changed',
    lines: ['Your account now uses {{email}}. If it was not you, write to us.'],
  },
};
