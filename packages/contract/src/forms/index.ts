export * from './compute.js';
export * from './localize.js';
export * from './schema.js';
export * from './types.js';
export * from './validate.js';
export * from './references.js';
