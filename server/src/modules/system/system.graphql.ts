/** The service's own health over GraphQL, also serving GET /api/health through the bridge (system.api.ts). */
import { builder } from '../../builder.js';

const HealthRef = builder.objectRef<{ status: 'ok' }>('Health').implement({
  description: 'Whether the process serves requests.',
  fields: (t) => ({ status: t.exposeString('status', { description: 'Always "ok" while the process answers.' }) }),
});

builder.queryField('health', (t) =>
  t.field({
    type: HealthRef,
    description: 'Public: answers `status: "ok"` while the process serves requests; no database call (GET /api/health, for load balancers and uptime checks).',
    resolve: () => ({ status: 'ok' as const }),
  }),
);
