// A parcel's documents once it has left the warehouse (DocumentsClosedError): they can only be read.
export default {
  documentsClosed: 'Coletul a părăsit deja depozitul: documentele nu mai pot fi adăugate sau modificate.',
};
