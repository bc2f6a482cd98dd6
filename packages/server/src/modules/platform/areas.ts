import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contacts/routes.js';
import { createContactService } from './contacts/service.js';
import { dictionaryRoutes } from './dictionary/routes.js';
import { fileRoutes } from './files/routes.js';
import { createFileService } from './files/service.js';
import { messageRoutes } from './messages/routes.js';
import { createMessageService } from './messages/service.js';
import { newsRoutes } from './news/routes.js';
import { pushRoutes } from './push/routes.js';
import { selectorRoutes } from './selector/routes.js';
import { createNewsService } from './news/service.js';
import { templateRoutes } from './templates/routes.js';
import { createTemplateService } from './templates/service.js';

/**
 * The platform's areas (issues 5 and 6), each in its own folder: routes (thin) -> service
 * (rules, transactions) -> repo (the only queries). Each is its own plugin, so the multipart
 * parser of the file routes stays with them.
 */
export async function platformAreas(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await app.register(fileRoutes(createFileService(db)));
  await app.register(newsRoutes(createNewsService(db)));
  await app.register(messageRoutes(createMessageService(db)));
  await app.register(contactRoutes(createContactService(db)));
  await app.register(dictionaryRoutes);
  await app.register(templateRoutes(createTemplateService(db)));
  await app.register(selectorRoutes);
  await app.register(pushRoutes);
}
