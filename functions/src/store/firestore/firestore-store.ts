// The Firestore DocumentStore: a pass-through to firebase-admin. Each port
// call maps to the one SDK call of the same meaning; write data is checked by
// the same rules as SQLite's (../write-validation.ts), values and errors are
// converted in convert.ts.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query as FirestoreQuery,
  SetOptions as FirestoreSetOptions,
  Transaction as FirestoreTransaction,
  WriteBatch as FirestoreWriteBatch,
  QueryDocumentSnapshot,
  QuerySnapshot,
  UpdateData,
} from 'firebase-admin/firestore';
import type {
  Doc,
  DocData,
  DocumentStore,
  Query,
  SetOptions,
  Transaction,
  WriteBatch,
  WriteData,
} from '../document-store.ts';
import { prepareWrite, type WriteOp } from '../write-validation.ts';
import { fieldPath, fromFirestore, toFirestore, toStoreError, validated } from './convert.ts';

function toDoc<T extends DocData>(snapshot: DocumentSnapshot): Doc<T> | null {
  if (!snapshot.exists) return null;
  return { id: snapshot.id, data: fromFirestore(snapshot.data()) as T };
}

function toDocs<T extends DocData>(snapshot: QuerySnapshot): Doc<T>[] {
  return snapshot.docs.map((d: QueryDocumentSnapshot) => ({ id: d.id, data: fromFirestore(d.data()) as T }));
}

function buildQuery(db: Firestore, query: Query): FirestoreQuery {
  return validated(() => {
    let q: FirestoreQuery = db.collection(query.collection);
    for (const f of query.where ?? []) q = q.where(fieldPath(f.field), f.op, toFirestore(f.value));
    for (const o of query.orderBy ?? []) q = q.orderBy(fieldPath(o.field), o.direction ?? 'asc');
    if (query.limit !== undefined) q = q.limit(query.limit);
    if (query.startAfter !== undefined && query.startAfter.length > 0) {
      q = q.startAfter(...query.startAfter.map(toFirestore));
    }
    return q;
  });
}

/** The write calls that batches and transactions share. */
type SdkWriter = {
  set(ref: DocumentReference, data: DocumentData, options: FirestoreSetOptions): unknown;
  create(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  delete(ref: DocumentReference): unknown;
};

/**
 * Queues a write after the checks SQLite applies (write-validation.ts), so Firestore refuses
 * exactly what the contract suite shows SQLite refusing (undefined, Maps, Buffers, class
 * instances...), with the same StoreError, before the SDK sees the data.
 */
function queue(db: Firestore, w: SdkWriter, op: WriteOp): void {
  const write = prepareWrite(op);
  validated(() => {
    const ref = db.collection(write.collection).doc(write.id);
    switch (write.kind) {
      case 'set':
        return w.set(ref, toFirestore(write.data) as DocumentData, { merge: write.merge });
      case 'create':
        return w.create(ref, toFirestore(write.data) as DocumentData);
      case 'update':
        return w.update(ref, toFirestore(write.data) as UpdateData<DocumentData>);
      case 'delete':
        return w.delete(ref);
    }
  });
}

function queueSet(
  db: Firestore,
  w: SdkWriter,
  collection: string,
  id: string,
  data: WriteData,
  options?: SetOptions,
): void {
  queue(db, w, { kind: 'set', collection, id, data, merge: options?.merge === true });
}

function queueCreate(db: Firestore, w: SdkWriter, collection: string, id: string, data: WriteData): void {
  queue(db, w, { kind: 'create', collection, id, data });
}

function queueUpdate(db: Firestore, w: SdkWriter, collection: string, id: string, data: WriteData): void {
  queue(db, w, { kind: 'update', collection, id, data });
}

function queueDelete(db: Firestore, w: SdkWriter, collection: string, id: string): void {
  queue(db, w, { kind: 'delete', collection, id });
}

class FirestoreWriteBatchAdapter implements WriteBatch {
  private readonly db: Firestore;
  private readonly batch: FirestoreWriteBatch;

  constructor(db: Firestore) {
    this.db = db;
    this.batch = db.batch();
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    queueSet(this.db, this.batch, collection, id, data, options);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    queueCreate(this.db, this.batch, collection, id, data);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    queueUpdate(this.db, this.batch, collection, id, data);
    return this;
  }

  delete(collection: string, id: string): this {
    queueDelete(this.db, this.batch, collection, id);
    return this;
  }

  async commit(): Promise<void> {
    try {
      await this.batch.commit();
    } catch (error) {
      throw toStoreError(error);
    }
  }
}

class FirestoreTransactionAdapter implements Transaction {
  private readonly db: Firestore;
  private readonly tx: FirestoreTransaction;

  constructor(db: Firestore, tx: FirestoreTransaction) {
    this.db = db;
    this.tx = tx;
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    const ref = validated(() => this.db.collection(collection).doc(id));
    return toDoc<T>(await validated(() => this.tx.get(ref)));
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    if (ids.length === 0) return [];
    const refs = validated(() => ids.map((id) => this.db.collection(collection).doc(id)));
    const snapshots = await validated(() => this.tx.getAll(...refs));
    return snapshots.map((s: DocumentSnapshot) => toDoc<T>(s));
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    const q = buildQuery(this.db, query);
    return toDocs<T>(await validated(() => this.tx.get(q)));
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    queueSet(this.db, this.tx, collection, id, data, options);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    queueCreate(this.db, this.tx, collection, id, data);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    queueUpdate(this.db, this.tx, collection, id, data);
    return this;
  }

  delete(collection: string, id: string): this {
    queueDelete(this.db, this.tx, collection, id);
    return this;
  }
}

export class FirestoreStore implements DocumentStore {
  private readonly db: Firestore;

  constructor(db: Firestore) {
    this.db = db;
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    const ref = validated(() => this.db.collection(collection).doc(id));
    try {
      return toDoc<T>(await ref.get());
    } catch (error) {
      throw toStoreError(error);
    }
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    if (ids.length === 0) return [];
    const refs = validated(() => ids.map((id) => this.db.collection(collection).doc(id)));
    try {
      return (await this.db.getAll(...refs)).map((s: DocumentSnapshot) => toDoc<T>(s));
    } catch (error) {
      throw toStoreError(error);
    }
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    const q = buildQuery(this.db, query);
    try {
      return toDocs<T>(await q.get());
    } catch (error) {
      throw toStoreError(error);
    }
  }

  async count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    const q = buildQuery(this.db, { collection: query.collection, where: query.where ?? [] });
    try {
      return (await q.count().get()).data().count;
    } catch (error) {
      throw toStoreError(error);
    }
  }

  batch(): WriteBatch {
    return new FirestoreWriteBatchAdapter(this.db);
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.db.runTransaction((tx: FirestoreTransaction) =>
        fn(new FirestoreTransactionAdapter(this.db, tx)),
      );
    } catch (error) {
      throw toStoreError(error);
    }
  }

  newId(): string {
    return this.db.collection('_').doc().id;
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
