// The domain's words for parcel moves: why a move is refused (the 409 errorDescription, by
// TransitionRefusal code, read by transitionRefusalMessage) and the consolidation notices (SPEC §8
// "Consolidation: success ... error ... warning when the sum exceeds the customs limit").
export default {
  moves: {
    not_allowed_from_state: 'Această acțiune nu este posibilă pentru colet în starea sa actuală',
    actor_not_allowed: 'Nu aveți dreptul să efectuați această acțiune cu coletul',
    pause_used: 'Un colet poate fi suspendat o singură dată',
    waybill_required: 'Introduceți numărul scrisorii de trăsură Nova Poshta: 14 cifre, începe cu 20 sau 59',
    country_not_accepting: 'Coletele din China nu sunt acceptate în perioada 2-17 februarie',
    departure_blocked: 'Coletul nu poate pleca până când motivele reținerii nu sunt rezolvate',
  },
  consolidation: {
    success: 'Comenzile au fost consolidate',
    error: 'Hopa, ceva nu a mers bine',
    overLimit:
      'Coletele consolidate depășesc împreună limita vamală de {{limit}}: pentru excedent se va plăti taxă vamală. Continuați?',
  },
};
