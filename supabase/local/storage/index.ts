import { sendJson, type Service, type ServiceContext } from '../shared/http.ts'

// Placeholder until the service lands.
export function createStorageService(_ctx: ServiceContext): Service {
  return {
    prefix: '/storage/v1',
    async handle(_req, res) {
      sendJson(res, 501, { message: 'not implemented' })
    },
  }
}
