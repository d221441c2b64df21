import { createHash } from 'node:crypto';

/** Telephone quality: 8 kHz, 8-bit unsigned PCM, mono (8 KB a second; every browser plays it). */
export const RECORDING_SAMPLE_RATE = 8000;
/** A recording never runs longer than this, however long the call was (keeps one file under 2.5 MB). */
export const RECORDING_MAX_SECONDS = 300;
export const RECORDING_CONTENT_TYPE = 'audio/wav';

/** Vowel formants (F1, F2 in Hz): each syllable takes one, so the sound moves the way speech does. */
const VOWELS: [number, number][] = [
  [730, 1090],
  [270, 2290],
  [300, 870],
  [530, 1840],
  [570, 840],
  [440, 1020],
  [660, 1720],
];

/** Samples in the table of one voiced period. */
const PERIOD_TABLE = 512;

/** A syllable's loudness from start to end: rises, holds, falls. */
const ENVELOPE = Float32Array.from({ length: 256 }, (_, i) => Math.sin((Math.PI * i) / 256) ** 0.6);

/** A small seeded generator (mulberry32): the same call always sounds the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** How strongly a harmonic at `f` Hz comes through a vowel's two formants (a crude resonance curve). */
function formantGain(f: number, [f1, f2]: [number, number]): number {
  const peak = (centre: number, width: number) => 1 / (1 + ((f - centre) / width) ** 2);
  return peak(f1, 90) + 0.6 * peak(f2, 120) + 0.05;
}

/**
 * One period of a voice saying a vowel (its harmonics weighted by the vowel's formants), read at a gliding rate
 * for every syllable: a table look-up a sample keeps a five-minute recording quick to make.
 */
function periodOf(vowel: number, f0: number, tables: Map<string, Float32Array>): Float32Array {
  const key = `${vowel}:${f0}`;
  const known = tables.get(key);
  if (known) return known;
  const formants = VOWELS[vowel] as [number, number];
  const harmonics: { n: number; gain: number }[] = [];
  for (let n = 1; n * f0 < 3400; n++) harmonics.push({ n, gain: formantGain(n * f0, formants) / n ** 0.5 });
  const norm = harmonics.reduce((sum, h) => sum + h.gain, 0);
  const period = new Float32Array(PERIOD_TABLE);
  for (let k = 0; k < PERIOD_TABLE; k++) {
    let v = 0;
    for (const h of harmonics) v += h.gain * Math.sin((2 * Math.PI * h.n * k) / PERIOD_TABLE);
    period[k] = v / norm;
  }
  tables.set(key, period);
  return period;
}

/** The 44-byte header of a PCM WAV file. */
function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RECORDING_SAMPLE_RATE, 24);
  h.writeUInt32LE(RECORDING_SAMPLE_RATE, 28); // bytes a second: one byte a sample
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits a sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** The seconds a recording of a call talked for `talkSeconds` lasts: at least one, at most the cap. */
export function recordingSeconds(talkSeconds: number): number {
  return Math.min(RECORDING_MAX_SECONDS, Math.max(1, Math.round(talkSeconds)));
}

/**
 * A stand-in recording for a simulated call: two voices (the agent's higher, the caller's lower) taking turns,
 * each turn a run of syllables (a pitch gliding under a vowel's formants, a breath of noise for the consonant),
 * with pauses between, as a WAV file. The simulator carries no media, so this is what "the call" sounds like;
 * seeded by the call id, so a call's recording is the same every time it is made.
 */
export function synthesizeRecording(callId: string, talkSeconds: number): Buffer {
  const seconds = recordingSeconds(talkSeconds);
  const total = seconds * RECORDING_SAMPLE_RATE;
  const next = random(createHash('sha256').update(callId).digest().readUInt32LE(0));
  const samples = new Float32Array(total);
  const tables = new Map<string, Float32Array>();
  const voices = [200, 125];
  let at = Math.floor(0.2 * RECORDING_SAMPLE_RATE);
  let speaker = 0;
  while (at < total) {
    const f0 = (voices[speaker] as number) * (0.9 + 0.2 * next());
    const syllables = 3 + Math.floor(next() * 9);
    for (let s = 0; s < syllables && at < total; s++) {
      const length = Math.floor((0.12 + 0.16 * next()) * RECORDING_SAMPLE_RATE);
      const vowel = Math.floor(next() * VOWELS.length);
      const glide = 0.85 + 0.3 * next();
      const loud = 0.5 + 0.5 * next();
      const consonant = Math.floor(length * (0.1 + 0.15 * next()));
      const period = periodOf(vowel, voices[speaker] as number, tables);
      let phase = 0;
      for (let i = 0; i < length && at + i < total; i++) {
        const progress = i / length;
        // The pitch glides across the syllable, as in speech.
        const envelope = (ENVELOPE[Math.floor(progress * ENVELOPE.length)] as number) * loud;
        phase = (phase + (PERIOD_TABLE * f0 * (1 + (glide - 1) * progress)) / RECORDING_SAMPLE_RATE) % PERIOD_TABLE;
        let v = (period[Math.floor(phase)] as number) * envelope;
        if (i < consonant) v = v * 0.3 + (next() * 2 - 1) * 0.25 * loud * (1 - i / consonant);
        samples[at + i] = v;
      }
      at += length + Math.floor(next() * 0.06 * RECORDING_SAMPLE_RATE);
    }
    // A pause, then the other side speaks (now and then the same side goes on).
    at += Math.floor((0.25 + 0.6 * next()) * RECORDING_SAMPLE_RATE);
    if (next() < 0.8) speaker = 1 - speaker;
  }
  const data = Buffer.alloc(total);
  for (let i = 0; i < total; i++) {
    // A faint line hiss under everything, then 8-bit unsigned (128 is silence).
    const v = (samples[i] as number) * 0.7 + (next() * 2 - 1) * 0.01;
    data[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * v)));
  }
  return Buffer.concat([wavHeader(total), data]);
}
