// Multipart uploads streamed into the file storage, with limits that stop reading the request.
export {
  UploadError,
  cleanFilename,
  maxRequestBytes,
  multipartOptions,
  quotaExceeded,
  receiveUploads,
  uploadError,
  uploadScopeHooks,
  type FileKinds,
  type ReceiveOptions,
  type ReceivedFile,
  type ReceivedUploads,
  type UploadLimits,
} from './receive.js';
