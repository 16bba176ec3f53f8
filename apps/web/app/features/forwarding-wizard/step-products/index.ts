// Step 2 "Products" (SPEC §2).
export { ProductsStep, type ProductsStepProps } from './products-step.js';
export type { ProductsFormValues, ProductRowValues } from './products-form-values.js';
