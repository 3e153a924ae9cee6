/** The table plan feature's public surface. */
export { TablePlanScreen } from './components/table-plan-screen'
