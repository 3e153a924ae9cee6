import { sendJson, type Service, type ServiceContext } from '../shared/http.ts'

// Placeholder until the service lands.
export function createRealtimeService(_ctx: ServiceContext): Service {
  return {
    prefix: '/realtime/v1',
    async handle(_req, res) {
      sendJson(res, 501, { message: 'not implemented' })
    },
  }
}
