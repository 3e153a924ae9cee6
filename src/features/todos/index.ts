/** The todos feature's public surface. */
export { TodosScreen } from './components/todos-screen'
export { bucketTodos, dayKey } from './todo-buckets'
