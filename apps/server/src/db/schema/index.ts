export * from './auth.js';
export * from './client.js';
export * from './enterprise.js';
export * from './idempotency.js';
export * from './platform.js';
export * from './realtime.js';
export * from './storage.js';
export * from './system.js';
