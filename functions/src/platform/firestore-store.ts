import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import {
  counterShardsFrom,
  FIRESTORE_COUNTER_SHARDS,
  withCounterShards,
} from '../store/counter-shards-setting.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { configureFirestore, FirestoreStore } from '../store/firestore/index.ts';
import { adminApp } from './admin-app.ts';

const stores = new WeakMap<Firestore, DocumentStore>();

/**
 * Production's database: Firestore through the Admin SDK (rules do not apply to it). Safe to call
 * again: the app's one client is configured once and gets one store.
 */
export function firestoreStore(): DocumentStore {
  const db = getFirestore(adminApp());
  let store = stores.get(db);
  if (!store) {
    // Hot counters (a viral review's likes) spread over shards: RMI_COUNTER_SHARDS, default 10.
    store = withCounterShards(
      new FirestoreStore(configureFirestore(db)),
      counterShardsFrom(process.env.RMI_COUNTER_SHARDS, FIRESTORE_COUNTER_SHARDS),
    );
    stores.set(db, store);
  }
  return store;
}
