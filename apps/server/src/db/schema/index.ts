export * from './accounts.js';
export * from './auth.js';
export * from './firm-settings.js';
export * from './law-firms.js';
export * from './platform.js';
export * from './users.js';
