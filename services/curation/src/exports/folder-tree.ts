/** Between folder names of a nested folder's collection title (as the importer writes them). */
const SEPARATOR = ' / ';

/** A folder of the HTML export: its own gems, then its subfolders, in the order first seen. */
export interface FolderNode {
  name: string;
  gemIds: Set<number>;
  children: Map<string, FolderNode>;
}

/**
 * Collections as nested folders: "Cooking / Desserts" is the folder Desserts inside Cooking, so a
 * browser (or Gems) importing the file gets the same nesting back. Collections of one title share
 * a folder; a parent folder no collection is named for holds only its subfolders.
 */
export function folderTree(
  shelves: { id: number; title: string }[],
  gemsOf: Map<number, number[]>,
): FolderNode {
  const root: FolderNode = { name: '', gemIds: new Set(), children: new Map() };
  for (const shelf of shelves) {
    const ids = gemsOf.get(shelf.id);
    if (!ids?.length) continue;
    let node = root;
    for (const part of shelf.title.split(SEPARATOR).map((p) => p.trim() || 'Untitled')) {
      let child = node.children.get(part);
      if (!child) {
        child = { name: part, gemIds: new Set(), children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
    for (const id of ids) node.gemIds.add(id);
  }
  return root;
}
