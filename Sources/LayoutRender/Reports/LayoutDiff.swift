import LayoutCore

/// How the frames of a layout differ from those of an earlier one, view by view, matched by
/// name: what the REPL and watch mode highlight after a change (`render --diff OLD.ql`).
public struct LayoutDiff: Sendable {
  /// What happened to one view's frame.
  public enum Change: String, Sendable {
    case moved, resized
    case movedAndResized = "moved, resized"
    case added = "new"
  }

  private let previousFrames: [String: Rect]
  /// Views placed before and not now, with their old frames, in the old declaration order.
  public let removed: [(name: String, frame: Rect)]

  /// Compares the layout `result` of `script` with the earlier `previousResult` of `previous`.
  public init(previous: EvaluatedScript, previousResult: LayoutResult, script: EvaluatedScript, result: LayoutResult) {
    let before = previousResult.placedViews(of: previous)
    previousFrames = Dictionary(before.map { ($0.name, $0.frame) }, uniquingKeysWith: { _, last in last })
    let now = Set(result.placedViews(of: script).map(\.name))
    removed = before.filter { !now.contains($0.name) }.map { ($0.name, $0.frame) }
  }

  /// The change of the view `name`, now at `frame`; nil when it did not change.
  public func change(of name: String, now frame: Rect) -> Change? {
    guard let old = previousFrames[name] else { return .added }
    let moved = old.origin != frame.origin
    let resized = old.size != frame.size
    switch (moved, resized) {
    case (true, true): return .movedAndResized
    case (true, false): return .moved
    case (false, true): return .resized
    case (false, false): return nil
    }
  }

  /// The earlier frame of the view `name`.
  public func previousFrame(of name: String) -> Rect? { previousFrames[name] }
}
