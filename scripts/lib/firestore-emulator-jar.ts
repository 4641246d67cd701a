import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAR_IN_SDK = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const KNOWN_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/google-cloud-sdk'];

/** The pre-installed Cloud SDK's Firestore emulator JAR, or null when no SDK is installed. */
export function findSdkFirestoreJar(): string | null {
  for (const root of KNOWN_SDK_ROOTS) {
    if (existsSync(join(root, JAR_IN_SDK))) return join(root, JAR_IN_SDK);
  }
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return root && existsSync(join(root, JAR_IN_SDK)) ? join(root, JAR_IN_SDK) : null;
  } catch {
    return null;
  }
}

/**
 * The SDK's JAR has no Main-Class, but firebase-tools runs `java -jar` on it. A JAR holding only a manifest
 * that names the main class and puts the SDK's JAR on the class path makes it runnable.
 */
export function buildLauncherJar(sdkJar: string, cacheDir: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const out = join(cacheDir, 'cloud-firestore-emulator-launcher.jar');
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    `Class-Path: ${new URL(`file://${sdkJar}`).href}`,
  ]
    .map(wrapManifestLine)
    .join('\r\n');
  writeFileSync(out, storedZip('META-INF/MANIFEST.MF', Buffer.from(`${manifest}\r\n\r\n`, 'utf8')));
  return out;
}

/** Manifest lines may hold at most 72 bytes; longer ones continue on lines that start with a space. */
function wrapManifestLine(line: string): string {
  const parts = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) parts.push(` ${line.slice(i, i + 71)}`);
  return parts.join('\r\n');
}

/** A one-entry ZIP archive without compression: all a JAR needs to carry a manifest. */
function storedZip(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
