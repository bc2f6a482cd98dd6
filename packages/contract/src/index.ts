export * from './constants.js';
export * from './envelope.js';
export * from './list.js';
export * from './messages/index.js';
export * from './states.js';
export * from './validation.js';
export * from './forms/index.js';
export * from './affairs/index.js';
