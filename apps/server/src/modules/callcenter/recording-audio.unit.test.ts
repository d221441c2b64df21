import { describe, expect, it } from 'vitest';
import {
  RECORDING_MAX_SECONDS,
  RECORDING_SAMPLE_RATE,
  recordingSeconds,
  synthesizeRecording,
} from './recording-audio.js';

describe('synthesized call recordings', () => {
  it('is a PCM WAV file, 8 kHz 8-bit mono, as long as the talk', () => {
    const wav = synthesizeRecording('call-1', 3);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24)]).toEqual([1, 1, RECORDING_SAMPLE_RATE]);
    expect([wav.readUInt32LE(28), wav.readUInt16LE(32), wav.readUInt16LE(34)]).toEqual([RECORDING_SAMPLE_RATE, 1, 8]);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(3 * RECORDING_SAMPLE_RATE);
    expect(wav.length).toBe(44 + 3 * RECORDING_SAMPLE_RATE);
  });

  it('sounds like talk: loud stretches and quiet pauses, the same for the same call, different for another', () => {
    const wav = synthesizeRecording('call-2', 10);
    const data = wav.subarray(44);
    // Loudness per 50 ms window: some windows carry speech, some are pauses.
    const windows: number[] = [];
    for (let i = 0; i + 400 <= data.length; i += 400) {
      let sum = 0;
      for (let j = i; j < i + 400; j++) sum += Math.abs((data[j] as number) - 128);
      windows.push(sum / 400);
    }
    expect(windows.filter((w) => w > 10).length).toBeGreaterThan(windows.length / 4);
    expect(windows.filter((w) => w < 3).length).toBeGreaterThan(windows.length / 20);
    expect(synthesizeRecording('call-2', 10).equals(wav)).toBe(true);
    expect(synthesizeRecording('call-3', 10).equals(wav)).toBe(false);
  });

  it('lasts at least a second and at most the cap', () => {
    expect(recordingSeconds(0)).toBe(1);
    expect(recordingSeconds(42.4)).toBe(42);
    expect(recordingSeconds(100_000)).toBe(RECORDING_MAX_SECONDS);
    expect(synthesizeRecording('long', 100_000).length).toBe(44 + RECORDING_MAX_SECONDS * RECORDING_SAMPLE_RATE);
  });
});
