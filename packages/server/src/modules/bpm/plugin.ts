import type { FastifyInstance } from 'fastify';
import { changeRoutes } from './change/routes.js';
import { controlRoutes } from './control/routes.js';
import { createControlService } from './control/service.js';
import { createChangeService } from './change/service.js';
import { sweepDeadlines } from './deadlines/sweep.js';
import { definitionRoutes } from './definition/routes.js';
import { createDefinitionService } from './definition/service.js';
import { historyRoutes } from './history/routes.js';
import { createHistoryService } from './history/service.js';
import { initiatedRoutes } from './initiated/routes.js';
import { createInitiatedService } from './initiated/service.js';
import { phraseRoutes } from './phrase/routes.js';
import { createPhraseService } from './phrase/service.js';
import { receivedRoutes } from './received/routes.js';
import { createReceivedService } from './received/service.js';
import { statisticsRoutes } from './statistics/routes.js';
import { createStatisticsService } from './statistics/service.js';
import { taskRoutes } from './task/routes.js';
import { createTaskService } from './task/service.js';
import { stockTaskRoutes } from './task/stock-routes.js';
import { createUrgeService } from './task/urge.js';

/**
 * The BPM API (IBPS-API.md §2) under /bpm, mounted from its declarations (contract api/bpm/*,
 * whose paths start with /bpm): registerService serves them at /api/business/v3/bpm/... and, in
 * single mode, /api/bpm/...
 */
export async function bpmRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database;
  await app.register(initiatedRoutes(createInitiatedService(db)));
  await app.register(receivedRoutes(createReceivedService(db)));
  const tasks = createTaskService(db);
  await app.register(taskRoutes(tasks, createUrgeService(db)));
  const history = createHistoryService(db);
  await app.register(stockTaskRoutes(tasks, history));
  await app.register(changeRoutes(createChangeService(db)));
  await app.register(controlRoutes(createControlService(db)));
  await app.register(historyRoutes(history));
  await app.register(phraseRoutes(createPhraseService(db)));
  await app.register(definitionRoutes(createDefinitionService(db)));
  await app.register(statisticsRoutes(createStatisticsService(db, dialect)));
  // Step deadlines' reminders and overdue notices (campus:dueHours), swept by every server.
  sweepDeadlines(app, db);
}
