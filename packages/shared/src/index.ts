export * from './domain/validation.js';
export * from './errors.js';
export * from './schemas/collector-auth.js';
export * from './schemas/common.js';
export * from './schemas/consumer-auth.js';
export * from './schemas/csrf.js';
