// A parcel's documents once it has left the warehouse (DocumentsClosedError): they can only be read.
export default {
  documentsClosed: 'Посилка вже залишила склад: документи до неї більше не додаються і не змінюються.',
};
