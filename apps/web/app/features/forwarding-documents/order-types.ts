// The contract's order and file shapes, in one place for this feature's files.
export type { ForwardingOrder, OrderFile, OrderFileType, IdentityDocumentData } from '@posylka/contract';
