// A parcel's documents once it has left the warehouse (DocumentsClosedError): they can only be read.
export default {
  documentsClosed: 'The parcel has left the warehouse: its documents can no longer be added or changed.',
};
