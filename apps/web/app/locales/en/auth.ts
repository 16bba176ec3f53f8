export default {
  fields: {
    email: 'E-mail',
    password: 'Password',
    passwordHint: 'At least 8 characters, including a letter and a digit.',
    showPassword: 'Show password',
  },
  register: {
    meta: {
      title: 'Sign up | Posylka',
      description: 'Create a Posylka account to get warehouse addresses abroad and declare parcels.',
    },
    title: 'Sign up',
    lead: 'Create an account to get our warehouse addresses and place orders.',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    toLogin: 'Log in',
    checkEmail: {
      title: 'Check your e-mail',
      text: 'We sent a confirmation link to {{email}}. Open it to finish signing up.',
      resend: 'Send the e-mail again',
      resent: 'The e-mail has been sent again.',
      devOutbox: 'In development no e-mail leaves the server; messages are kept in the developer outbox:',
      toOrders: 'Go to my orders',
    },
  },
  login: {
    meta: {
      title: 'Log in | Posylka',
      description: 'Log in to your Posylka account to manage parcels and buy-outs.',
    },
    title: 'Log in',
    lead: 'Log in to see your orders.',
    submit: 'Log in',
    noAccount: 'No account yet?',
    toRegister: 'Sign up',
  },
  verify: {
    meta: {
      title: 'E-mail confirmation | Posylka',
      description: 'Confirmation of the e-mail address of a Posylka account.',
    },
    title: 'E-mail confirmation',
    pending: 'Confirming your address…',
    success: 'Your e-mail address is confirmed. Thank you!',
    missingToken: 'The link has no confirmation code. Open the link from the e-mail again.',
    failed: 'The address could not be confirmed.',
    toOrders: 'Go to my orders',
    toLogin: 'Log in',
  },
};
