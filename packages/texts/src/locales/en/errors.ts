export default {
  notFound: {
    metaTitle: 'Page not found | Posylka',
    title: 'Page not found',
    text: 'The link may be outdated or the address may contain a typo.',
    home: 'Go to the home page',
  },
  unexpected: {
    title: 'Something went wrong',
    text: 'Try reloading the page. If the error persists, please contact us.',
  },
};
