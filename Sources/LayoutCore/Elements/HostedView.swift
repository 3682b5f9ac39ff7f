/// A view of the script's own class placed in another layout: a `@QuickLayout` UIView (or
/// cell) whose layout is its `body`, or a UIView subclass without one. QuickLayout's macro
/// makes such a view a leaf of its parent's layout whose `sizeThatFits` is its body's
/// (`_QuickLayoutViewImplementation.sizeThatFits`: `body.layoutThatFits(size).size`) unless
/// the class overrides `sizeThatFits`, whose flexibility is its body's
/// (`_QuickLayoutViewImplementation.quick_flexibility`), and whose `layoutSubviews` lays the
/// body out again in the view's bounds, centred (`body._applyFrame(view.bounds, alignment:
/// .center)`). A class without a body is UIKit's base view: fully flexible, or partial and
/// measured by its override (QuickLayout's `BaseViewLayout`).
public struct HostedView: Sendable {
  /// The view itself: it gets a frame, and its body's views are placed inside it.
  public var view: LeafView
  /// The class's name (`CardView`).
  public var className: String
  /// The class's `body`, nil for a class without one.
  public var body: Element?
  /// The class's `override func sizeThatFits(_:)`, nil when it has none.
  public var sizing: ViewSizing?
  /// What the class's own `quick_flexibility(for:)` answers on each axis, nil when it writes none
  /// (the macro defers to it as it does to `sizeThatFits`).
  public var flexibility: AxesFlexibility?
  /// False for a class without the `@QuickLayout` macro: its body is laid out in its bounds (its
  /// `layoutSubviews` applies it) but measures nothing; UIView's own `sizeThatFits` (the
  /// proposal) or the class's override does.
  public var isSizedByBody: Bool

  public init(view: LeafView, className: String, body: Element?, sizing: ViewSizing? = nil, flexibility: AxesFlexibility? = nil,
              isSizedByBody: Bool = true) {
    self.view = view
    self.className = className
    self.body = body
    self.sizing = sizing
    self.flexibility = flexibility
    self.isSizedByBody = isSizedByBody
  }
}

/// A class's own `sizeThatFits(_:)` in the element tree; engines run it through
/// `ViewSizingRun`, the script side implements it.
public struct ViewSizing: Sendable {
  public let rule: any ViewSizingRule

  public init(_ rule: any ViewSizingRule) {
    self.rule = rule
  }
}

/// The code of a view's `override func sizeThatFits(_ size: CGSize) -> CGSize`.
public protocol ViewSizingRule: Sendable {
  /// The override as the tree report names it: `CardView.sizeThatFits(_:)`.
  var summary: String { get }
  /// Starts one layout run of the view's code, with its own budget of evaluation steps.
  func makeRun() -> any ViewSizingRun
}

/// One view's `sizeThatFits(_:)` during one layout run.
public protocol ViewSizingRun: AnyObject {
  /// The size the override answers for `proposal`; `body` lays the view's body out for a
  /// proposal and answers its size (`body.sizeThatFits(size)` in the override).
  func sizeThatFits(_ proposal: Size, body: (Size) -> Size) throws(CustomLayoutFailure) -> Size
}

/// One view's sizing code during one layout run, as engines keep it: started when first needed
/// and not run again once it failed.
public final class ViewSizingState {
  private let code: any ViewSizingRun
  public private(set) var failure: CustomLayoutFailure?

  public init(_ sizing: ViewSizing) {
    code = sizing.rule.makeRun()
  }

  /// The override's answer for `proposal`, or nil when it fails now or failed before.
  public func size(for proposal: Size, body: (Size) -> Size) -> Size? {
    guard failure == nil else { return nil }
    do throws(CustomLayoutFailure) {
      return try code.sizeThatFits(proposal, body: body)
    } catch {
      failure = error
      return nil
    }
  }
}
