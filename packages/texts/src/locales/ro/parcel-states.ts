// The parcel's states as the customer reads them: the orders list, the parcel page, the
// `order-status` alert and the status e-mail (the domain's shipmentStateName reads them here).
export default {
  declared: 'Declarat',
  unregistered: 'Neînregistrat',
  at_warehouse: 'În depozit',
  held: 'Oprit în depozit',
  paused: 'Suspendat',
  delayed: 'Reținut',
  restricted: 'Produse interzise',
  consolidated: 'Consolidat',
  dispatched: 'Expediat',
  in_transit: 'În tranzit',
  customs: 'La vamă',
  arrived: 'În Ucraina',
  handed_to_np: 'Predat către Nova Poshta',
  received: 'Primit',
  disposed: 'Eliminat',
};
