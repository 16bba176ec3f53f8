// A parcel's documents once it has left the warehouse (DocumentsClosedError): they can only be read.
export default {
  documentsClosed: 'Посылка уже покинула склад: документы к ней больше не добавляются и не меняются.',
};
