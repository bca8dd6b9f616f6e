// Scaffold: the walls work replaces this with the host that renders the open wall ($walls).
export function WallsHost() {
  return null;
}
