import LayoutEngine

/// A change the REPL makes to one named view without touching the script (`:priority`,
/// `:guide`, `:frame`): applied to the element tree after every evaluation, so it survives
/// reloads until `:reset`, and written into the body by `:save`.
public struct ViewOverride: Sendable, Equatable {
  /// What the override does.
  public enum Kind: Sendable, Equatable {
    case priority(Double)
    case guide(GuideAlignment, value: Double)
    case frame(width: Double, height: Double)
  }

  /// The view's name, as the frame table shows it.
  public var view: String
  public var kind: Kind

  /// Creates an override of `view`.
  public init(view: String, kind: Kind) {
    self.view = view
    self.kind = kind
  }

  /// The view's element wrapped in the override's modifier.
  public func apply(to element: Element) -> Element {
    switch kind {
    case .priority(let priority): return .modified(element, .layoutPriority(priority))
    case .guide(let alignment, let value): return .modified(element, .alignmentGuide(alignment.id) { _ in value })
    case .frame(let width, let height): return .modified(element, .fixedFrame(width: width, height: height))
    }
  }

  /// True when `other` sets the same thing on the same view, so it replaces this one.
  public func isReplaced(by other: ViewOverride) -> Bool {
    switch (kind, other.kind) {
    case (.priority, .priority), (.frame, .frame): return view == other.view
    case (.guide(let mine, _), .guide(let theirs, _)): return view == other.view && mine == theirs
    default: return false
    }
  }

  /// The modifier as script text, appended to the view's name when `:save` writes it.
  public var modifierText: String {
    switch kind {
    case .priority(let priority): return ".layoutPriority(\(formatPoints(priority)))"
    case .guide(let alignment, let value): return ".alignmentGuide(\(alignment.scriptName)) { _ in \(formatPoints(value)) }"
    case .frame(let width, let height): return ".frame(width: \(formatPoints(width)), height: \(formatPoints(height)))"
    }
  }

  /// The command that makes this override, as `:overrides` lists it.
  public var command: String {
    switch kind {
    case .priority(let priority): return ":priority \(view) \(formatPoints(priority))"
    case .guide(let alignment, let value): return ":guide \(view) \(alignment.scriptName) \(formatPoints(value))"
    case .frame(let width, let height): return ":frame \(view) \(formatPoints(width))x\(formatPoints(height))"
    }
  }
}

/// An alignment whose guide `:guide` can set: the built-in ones.
public struct GuideAlignment: Sendable, Equatable {
  /// How the script writes it: `.top`, `VerticalAlignment.center`, ….
  public let scriptName: String
  public let id: AlignmentID

  /// Every alignment `:guide` accepts, by the names it accepts.
  public static let all: [GuideAlignment] = [
    GuideAlignment(scriptName: ".top", id: VerticalAlignment.top.id),
    GuideAlignment(scriptName: "VerticalAlignment.center", id: VerticalAlignment.center.id),
    GuideAlignment(scriptName: ".bottom", id: VerticalAlignment.bottom.id),
    GuideAlignment(scriptName: ".leading", id: HorizontalAlignment.leading.id),
    GuideAlignment(scriptName: "HorizontalAlignment.center", id: HorizontalAlignment.center.id),
    GuideAlignment(scriptName: ".trailing", id: HorizontalAlignment.trailing.id),
  ]

  /// The alignment written `name` (`.top`, `top`, `VerticalAlignment.center`); nil if unknown.
  public static func named(_ name: String) -> GuideAlignment? {
    all.first { $0.scriptName == name || $0.scriptName == "." + name }
  }
}
