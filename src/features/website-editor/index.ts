/** The website editor feature's public surface. */
export { WebsiteEditorScreen } from './components/website-editor-screen'
