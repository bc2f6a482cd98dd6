/**
 * Insurance management (保险管理): the group's descriptor (group.ts, which its declarations in
 * api.ts read) and its own wire types.
 */
export { default } from './group.js';
export * from './types.js';
