import v8 from 'node:v8';

/**
 * Lets V8 free short-lived Buffers with cheap young-generation GCs again, as it did up to Node 23.
 *
 * Every socket read allocates a fresh 64 KiB Buffer, so an upload streams its whole size through
 * short-lived backing stores outside the JS heap (live at any moment: a few hundred KiB per upload,
 * bounded by backpressure). V8 scavenges when the young ArrayBuffers' bytes reach
 * 2 × `DefaultMaxSemiSpaceSize()` = 2 × `--scavenger-max-new-space-capacity-mb` × 2 MB (Node builds
 * have no pointer compression). V8 13.6 (Node 24) has that flag at 32 where it was 8, which moves the
 * trigger from 32 MB to 128 MB: above the 64 MB external-memory limit, so dead Buffers now wait for an
 * incremental Mark-Compact of the whole heap instead. Measured in the API during 4 parallel 95 MB
 * uploads (tests/upload-edge.e2e.test.ts): 34–75 MB of dead Buffers, RSS +46…75 MB, freed only by
 * Mark-Compacts, 1.2–2.3 s; with the old value 7–24 MB, RSS +10…30 MB, a scavenge every 32 MB,
 * 0.7–1.1 s. The flag is read at each backing-store allocation (`Heap::AllocateExternalBackingStore`),
 * so setting it once at start-up is enough; the new space keeps the size V8 gave it.
 */
export function restoreBufferScavenges(): void {
  v8.setFlagsFromString('--scavenger-max-new-space-capacity-mb=8');
}
