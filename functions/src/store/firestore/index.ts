// The Firestore adapter of the DocumentStore port (production).
export { FirestoreStore } from './firestore-store.ts';
export { configureFirestore, FIRESTORE_SETTINGS } from './settings.ts';
