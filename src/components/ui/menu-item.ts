/** One action of a Menu (menu.tsx), and of the list it opens (menu-list.tsx), which both read it. */
export interface MenuItem {
  label: string
  onSelect: () => void
  destructive?: boolean
}
