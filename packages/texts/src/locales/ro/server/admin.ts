// What the operator console API answers (AdminError). The console itself is uk + en, but the API
// answers in the request's language like every other route, so all languages are written.
export default {
  noParcelForTrack:
    'Niciun colet declarat nu are numărul de urmărire {{trackNo}}. Introduceți codul clientului de pe etichetă pentru a-l primi ca neînregistrat.',
  unknownCustomerCode: 'Niciun client nu are codul {{code}}',
  alreadyReceived: 'Coletul {{number}} cu acest număr de urmărire a fost deja primit (stare: {{state}})',
  stateChanged: 'Starea coletului tocmai s-a schimbat. Reîncărcați pagina și verificați din nou.',
  invalidData: 'Datele pentru această acțiune nu sunt valide',
  unknownWarehouse: 'Acesta nu este un depozit din {{country}}',
  warehouseNotChangeable: 'Depozitul poate fi schimbat doar cât timp coletul se află în depozit',
  parcelNotFound: 'Coletul nu a fost găsit',
  ownRole: 'Nu vă puteți schimba propriul rol: cereți altui administrator',
};
