// The customer's profile page /profile (issue 13 item 10).
export { ProfilePage } from './profile-page.js';
export { loadProfile, type ProfileLoaderData, type DocumentSummary } from './load-profile.js';
