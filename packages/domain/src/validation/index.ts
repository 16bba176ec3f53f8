// Validation messages (the text tree's `validation` namespace, five locales) and the bridge from zod
// issues to localized per-field errors.
export { VALIDATION_TEXTS, isMessageCode, type MessageCode, type MessageParams } from './catalogue.js';
export { translateMessage } from './translate.js';
export { describeIssue, type DescribedIssue, type ValidationIssue } from './issues.js';
export { toViolations, toFieldErrors, toPropertyPath, toFieldPath } from './violations.js';
export { issue, requiredText, optionalText, addNestedIssues, type IssueSink } from './refine.js';
export { fieldErrorsOf } from './field-errors.js';
export { integerField, priceField, normalizePrice, PRICE_MAX, PRICE_PATTERN } from './fields.js';
export {
  createFormResolver,
  nestFieldErrors,
  type FormFieldError,
  type NestedFormErrors,
} from './form-resolver.js';
