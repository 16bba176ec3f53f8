// Loyalty bonuses (SPEC §9): earned per 0.5 kg of received orders, spent on delivery only.
export * from './bonuses.js';
