// The forwarding create/edit wizard (SPEC §2 "Forwarding create wizard", "Order-edit flow", §4 "Wizard").

export { ForwardingWizard, type ForwardingWizardProps } from './forwarding-wizard.js';
export { loadWizard } from './load-wizard.js';
