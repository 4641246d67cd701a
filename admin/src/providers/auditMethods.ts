import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { getAuth } from 'firebase/auth';
import { AUDIT_LOG_COLLECTION, restoredVersion } from '@cvc/domain';

/**
 * "Restaurar": writes back the version an audit entry kept (the whole document after that change, or before
 * a delete, under the same id), keeping the live publication status. It is an ordinary staff write: the rules
 * check today's shape and the stamp, and the audit trigger records the restore as a new entry.
 */
export function auditMethods(db: Firestore) {
  return {
    async restoreVersion(entryId: string): Promise<{ collection: string; id: string }> {
      const uid = getAuth(db.app).currentUser?.uid;
      if (!uid) throw new Error('Sessão encerrada: entre de novo para restaurar.');
      const entry = await getDoc(doc(db, AUDIT_LOG_COLLECTION, entryId));
      if (!entry.exists()) throw new Error('Registro de auditoria não encontrado.');
      const collection = String(entry.get('collection'));
      const id = String(entry.get('doc_id'));
      const ref = doc(db, collection, id);
      const current = await getDoc(ref);
      const data = restoredVersion(
        collection,
        (entry.get('snapshot') as Record<string, unknown> | null) ?? null,
        current.exists() ? current.data() : null,
        uid,
      );
      if (!data) throw new Error('Esta alteração não guarda uma versão para restaurar.');
      await setDoc(ref, data);
      return { collection, id };
    },
  };
}
