// The parcel's states as the customer reads them: the orders list, the parcel page, the
// `order-status` alert and the status e-mail (the domain's shipmentStateName reads them here).
export default {
  declared: 'Declared',
  unregistered: 'Unregistered',
  at_warehouse: 'At the warehouse',
  held: 'Held at the warehouse',
  paused: 'Paused',
  delayed: 'Delayed',
  restricted: 'Restricted goods',
  consolidated: 'Consolidated',
  dispatched: 'Dispatched',
  in_transit: 'In transit',
  customs: 'At customs',
  arrived: 'In Ukraine',
  handed_to_np: 'With Nova Poshta',
  received: 'Received',
  disposed: 'Disposed of',
};
