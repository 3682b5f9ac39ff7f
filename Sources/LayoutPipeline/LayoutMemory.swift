import AutoLayoutEngine

/// What a caller of `Pipeline` keeps between layouts of one script (a session, the benchmark):
/// the anchors layout's live solve, so that a change of constants or priorities re-solves from
/// the last solution instead of from scratch. Not shared between threads.
public final class LayoutMemory {
  let anchors = LiveLayout()

  /// An empty memory.
  public init() {}

  /// How the last anchors layout was solved.
  public var lastAnchorsSolve: SolvePath { anchors.lastPath }
}
