// What the console's message routes answer when a delivery cannot be sent again (DeliveryRetryError).
export default {
  notFound: 'Mesajul nu a fost găsit',
  alreadySent: 'Acest mesaj a fost deja trimis: nu trebuie retrimis',
};
