// Who uses the console: the signed-in staff member (its shell), and for admins the audit log, the
// user list and role changes. A role change applies at the user's next request (roles are read
// with the session), and it is audited like every other console action.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ADMIN_AUDIT_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  adminAuditRoute,
  adminMeRoute,
  adminUserRoleRoute,
  adminUsersRoute,
} from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { listAudit } from './audit.js';
import { AdminError } from './messages.js';
import { changeRole, listUsers, presentUser } from './users.js';

export function accessRoutes(options: { now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, adminMeRoute, {
      handler: async (request) => {
        const { id, email, role } = request.user!;
        return { id, email, role };
      },
    });

    serve(app, adminAuditRoute, {
      handler: async (request) => {
        const { entityType, entityId, page } = request.query;
        const found = await listAudit(
          app.db,
          { entityType, entityId },
          { page, pageSize: ADMIN_AUDIT_PAGE_SIZE },
        );
        return { items: found.items, total: found.total, page, countPerPage: ADMIN_AUDIT_PAGE_SIZE };
      },
    });

    serve(app, adminUsersRoute, {
      handler: async (request) => {
        const { query, role, page } = request.query;
        const found = await listUsers(app.db, { query, role }, { page, pageSize: ADMIN_USERS_PAGE_SIZE });
        return {
          items: found.rows.map(presentUser),
          total: found.total,
          page,
          countPerPage: ADMIN_USERS_PAGE_SIZE,
        };
      },
    });

    serve(app, adminUserRoleRoute, {
      handler: async (request) => {
        const adminId = request.user!.id;
        // An admin who demotes themself could leave the service with no admin at all.
        if (request.params.id === adminId) throw new AdminError(409, 'ownRole');
        const changed = await changeRole(app.db, {
          userId: request.params.id,
          role: request.body.role,
          adminId,
          now: options.now(),
        });
        if (!changed) throw notFound();
        return presentUser(changed);
      },
    });
  };
}
