import { getFirestore } from 'firebase-admin/firestore';
import type { DocumentStore } from '../store/document-store.ts';
import { FirestoreStore } from '../store/firestore/index.ts';
import { adminApp } from './admin-app.ts';

/** Production's database: Firestore through the Admin SDK (rules do not apply to it). */
export function firestoreStore(): DocumentStore {
  const db = getFirestore(adminApp());
  db.settings({ ignoreUndefinedProperties: true, preferRest: true }); // REST: no gRPC channel to set up on a cold start
  return new FirestoreStore(db);
}
