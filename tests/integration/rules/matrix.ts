import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from '../../support/rules-firestore';
import type { Firestore } from '../../support/rules-firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, allowed, asServer, dbAs } from '../../support/rules';
import type { Actor } from '../../support/rules';
import { OPERATIONS, TARGETS, expected, stampedAs, storedId } from '../../support/rules-matrix';
import type { Operation, Target } from '../../support/rules-matrix';
import { seedSupport } from './support-docs';

async function run(db: Firestore, target: Target, actor: Actor, operation: Operation): Promise<boolean> {
  const id = storedId(target, actor);
  const ref = doc(db, target.collection, id);
  switch (operation) {
    case 'get':
      return allowed(getDoc(ref));
    case 'list':
      return allowed(getDocs(target.list?.(db, target.collection) ?? collection(db, target.collection)));
    case 'update':
      return allowed(updateDoc(ref, stampedAs(target, actor, target.update, 'update')));
    case 'delete':
      return allowed(deleteDoc(ref));
    case 'create': {
      if (target.ownDocument) {
        // The own document must not exist, or the write would be judged as an update. It is put back after,
        // because the actor's own admin_users record is what their claims stand on.
        await asServer((server) => deleteDoc(doc(server, target.collection, id)));
        const created = await allowed(setDoc(ref, stampedAs(target, actor, target.create(), 'create')));
        const stored = target.stored(actor);
        if (stored) await asServer((server) => setDoc(doc(server, target.collection, id), stored));
        return created;
      }
      return allowed(
        setDoc(doc(db, target.collection, `${id}-new`), stampedAs(target, actor, target.create(), 'create')),
      );
    }
  }
}

let cells = 0;

/** Every target × actor × operation of the table, each cell asserted. */
export function describeMatrix(): void {
  describe('rules matrix', () => {
    beforeAll(async () => {
      await seedSupport();
      await asServer(async (server) => {
        const batch = writeBatch(server);
        for (const target of TARGETS) {
          for (const actor of ACTORS) {
            const stored = target.stored(actor);
            // Stored as the actor's own last write, as the console stamps a document before deleting it.
            if (stored)
              batch.set(
                doc(server, target.collection, storedId(target, actor)),
                stampedAs(target, actor, stored, 'stored'),
              );
          }
        }
        await batch.commit();
      });
    });

    for (const target of TARGETS) {
      it(
        target.name,
        async () => {
          const rows = await Promise.all(
            ACTORS.map(async (actor) => {
              const row: Record<string, string> = {};
              // One lite client per actor for the whole table (a request each, nothing held between calls).
              const db = dbAs(actor);
              // Sequential per actor: update and delete act on the actor's own stored copy.
              for (const operation of OPERATIONS) {
                const want = expected(target.access[operation], actor);
                const got = await run(db, target, actor, operation);
                cells += 1;
                if (got !== want)
                  row[operation] = `expected ${want ? 'allow' : 'deny'}, got ${got ? 'allow' : 'deny'}`;
              }
              return [actor.id, row] as const;
            }),
          );
          const wrong = Object.fromEntries(rows.filter(([, row]) => Object.keys(row).length > 0));
          expect(wrong).toEqual({});
          // 150 emulator calls; generous because the emulators share the machine with other suites.
        },
        90_000,
      );
    }

    it('checked every cell of the table', () => {
      const total = TARGETS.length * ACTORS.length * OPERATIONS.length;
      console.log(
        `rules matrix: ${cells} cells checked (${TARGETS.length} targets × ${ACTORS.length} actors × ${OPERATIONS.length} operations)`,
      );
      expect(cells).toBe(total);
    });
  });
}
