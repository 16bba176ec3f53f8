// Savings of buying abroad with delivery against buying in Ukraine (SPEC §1 savings slider).
export * from './savings.js';
