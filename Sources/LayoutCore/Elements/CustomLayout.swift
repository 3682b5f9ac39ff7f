/// A container whose rules are the user's own code: SwiftUI's `Layout` protocol written in a
/// script (`struct FlowLayout: Layout { func sizeThatFits(…); func placeSubviews(…) }`). The
/// element tree holds it; an engine runs it through `CustomLayoutRun`, measuring and placing the
/// subviews through `CustomLayoutSubviews`. The script side implements it; engines know only this.
public protocol CustomLayoutRule: Sendable {
  /// The container as a script writes it, without its children: `FlowLayout(spacing: 6)`.
  var summary: String { get }
  /// Starts one layout run of one container: its own cache (`makeCache`) and its own budget of
  /// evaluation steps, for every call the engine makes in that run.
  func makeRun() -> any CustomLayoutRun
}

/// One container's code during one layout run (SwiftUI's calls of a `Layout`'s methods).
public protocol CustomLayoutRun: AnyObject {
  /// `sizeThatFits(proposal:subviews:cache:)`.
  func sizeThatFits(_ proposal: ProposedSize, subviews: any CustomLayoutSubviews) throws(CustomLayoutFailure) -> Size
  /// `placeSubviews(in:proposal:subviews:cache:)`: `bounds` in the container's parent's
  /// coordinates, as SwiftUI gives them.
  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: any CustomLayoutSubviews) throws(CustomLayoutFailure)
}

/// The subviews of a custom layout as its code sees them (SwiftUI's `LayoutSubviews` of
/// `LayoutSubview` proxies), by index in the container's children.
public protocol CustomLayoutSubviews: AnyObject {
  var count: Int { get }
  /// The size subview `index` answers for `proposal`, measured through the engine.
  func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size
  /// The size and alignment guides subview `index` has for `proposal`.
  func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions
  /// Puts subview `index`'s `anchor` at `position` (in the parent's coordinates of the bounds
  /// `placeSubviews` received), sized for `proposal`.
  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize)
  /// The layout priority subview `index` carries.
  func priority(_ index: Int) -> Double
  /// The value subview `index` sets for `key` with `layoutValue(key:value:)`, nil when none.
  func layoutValue(_ key: String, of index: Int) -> LayoutValue?
  /// `subviews[index].spacing.distance(to: subviews[next].spacing, along: axis)`: the space
  /// the engine's rules put between the two views, one after the other along `axis`.
  func spacing(from index: Int, to next: Int, along axis: Axis) -> Double
}

/// A custom layout in the element tree. Two are equal when the script writes them alike (the
/// same layout type with the same property values): the rule itself is code, compared by its
/// summary.
public struct CustomLayout: Sendable, Hashable {
  public let rule: any CustomLayoutRule

  public init(_ rule: any CustomLayoutRule) {
    self.rule = rule
  }

  public static func == (left: CustomLayout, right: CustomLayout) -> Bool { left.rule.summary == right.rule.summary }

  public func hash(into hasher: inout Hasher) { hasher.combine(rule.summary) }
}

/// A value a view hands its custom layout container: `.layoutValue(key: Rank.self, value: 2)`
/// (SwiftUI's `LayoutValueKey`). The value is the script's own; engines only carry it.
public struct LayoutValue: Sendable {
  /// The key type's name (`Rank`).
  public let key: String
  public let value: any Sendable
  /// The value as the script writes it, for the tree report.
  public let spelling: String

  public init(key: String, value: any Sendable, spelling: String) {
    self.key = key
    self.value = value
    self.spelling = spelling
  }
}

/// A custom layout's code failed while an engine ran it (a type error, the evaluation budget
/// spent): the message and where in the script, so the user sees it as a diagnostic.
public struct CustomLayoutFailure: Error, Sendable, Hashable {
  public var message: String
  public var hint: String?
  public var file: String
  public var line: Int
  public var column: Int
  public var length: Int

  public init(message: String, hint: String?, file: String, line: Int, column: Int, length: Int) {
    self.message = message
    self.hint = hint
    self.file = file
    self.line = line
    self.column = column
    self.length = length
  }
}

/// One custom layout container's code during one layout run, as engines keep it: started when
/// first needed, and not run again once it failed (its failure kept for the result).
public final class CustomLayoutState {
  private let code: any CustomLayoutRun
  public private(set) var failure: CustomLayoutFailure?

  public init(_ layout: CustomLayout) {
    code = layout.rule.makeRun()
  }

  /// Adds the failure, if any, to `failures`, once.
  public func report(to failures: inout [CustomLayoutFailure]) {
    if let failure, !failures.contains(failure) { failures.append(failure) }
  }

  /// `body` run with the code, or nil when it fails now or failed before.
  public func perform<T>(_ body: (any CustomLayoutRun) throws(CustomLayoutFailure) -> T) -> T? {
    guard failure == nil else { return nil }
    do throws(CustomLayoutFailure) {
      return try body(code)
    } catch {
      failure = error
      return nil
    }
  }
}

extension ProposedSize {
  /// A proposal a layout's code made, as views can be proposed it: a negative side is 0 and a
  /// side that is not a number unspecified.
  public var cleanedForViews: ProposedSize {
    func side(_ value: Double?) -> Double? { value.flatMap { $0.isNaN ? nil : max($0, 0) } }
    return ProposedSize(width: side(width), height: side(height))
  }
}

extension Size {
  /// A size a layout's code answered, as a container can have it: a side that is not a finite
  /// length, or is negative, is 0.
  public var cleanedForContainers: Size {
    func side(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
    return Size(width: side(width), height: side(height))
  }
}
