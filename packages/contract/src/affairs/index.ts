export * from './columns.js';
export * from './define.js';
export * from './policies.js';
export * from './types.js';
export * from './wire.js';
export * from './years.js';
export * from './work-order.js';
