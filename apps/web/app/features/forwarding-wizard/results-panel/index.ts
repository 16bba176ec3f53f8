// The results panel under the products (SPEC §2, §3 "Results form").
export { ResultsPanel, type ResultsPanelProps } from './results-panel.js';
export { computeResults, ratesOf } from './compute-results.js';
export { customsThresholds, type CustomsThreshold } from './customs-note.js';
