import LayoutCore
import LayoutRender
import LayoutScript

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

  /// The modifier the override wraps the view in.
  public var modifier: Modifier {
    switch kind {
    case .priority(let priority): return .layoutPriority(priority)
    case .guide(let alignment, let value): return .alignmentGuide(alignment.id) { _ in value }
    case .frame(let width, let height): return .frame(width: width, height: height, alignment: .center)
    }
  }

  /// The view's element wrapped in the override's modifier.
  public func apply(to element: Element) -> Element { .modified(element, modifier) }

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
    case .guide(let alignment, let value): return "." + ScriptPrinter.constantGuide(alignment.id, value: value)
    case .priority, .frame: return "." + ScriptPrinter.modifier(modifier)
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
  public let id: AlignmentID

  /// How the script writes it: `.top`, `VerticalAlignment.center`, ….
  public var scriptName: String { ScriptPrinter.guideName(id) }

  /// Every alignment `:guide` accepts, by the names it accepts.
  public static let all: [GuideAlignment] = [
    VerticalAlignment.top.id, VerticalAlignment.center.id, VerticalAlignment.bottom.id,
    HorizontalAlignment.leading.id, HorizontalAlignment.center.id, HorizontalAlignment.trailing.id,
  ].map(GuideAlignment.init(id:))

  /// The alignment written `name` (`.top`, `top`, `VerticalAlignment.center`); nil if unknown.
  public static func named(_ name: String) -> GuideAlignment? {
    all.first { $0.scriptName == name || $0.scriptName == "." + name }
  }
}
