import { sendJson, type Service, type ServiceContext } from '../shared/http.ts'

// Placeholder until the service lands.
export function createAuthService(_ctx: ServiceContext, _mail?: unknown): Service {
  return {
    prefix: '/auth/v1',
    async handle(_req, res) {
      sendJson(res, 501, { message: 'not implemented' })
    },
  }
}
