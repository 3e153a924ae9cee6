/** The shared-photos feature's public surface. */
export { SharedPhotosScreen } from './components/shared-photos-screen'
