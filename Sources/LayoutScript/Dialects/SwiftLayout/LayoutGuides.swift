import LayoutCore

/// UIKit's layout guides as SwiftLayout's anchors relate to them: a guide is its view inset, so
/// a constraint to `view.safeAreaLayoutGuide` is one to the view with the inset added to its
/// constant. The insets (README, "Real app code"):
/// - `safeAreaLayoutGuide`: the canvas's safe area (`Canvas.safeArea`, zero unless a device sets it);
/// - `layoutMarginsGuide`: 8 points on every side, UIView's default `layoutMargins` (Apple's
///   documentation of `UIView.layoutMargins`: "the default margins are 8 points on each side").
enum LayoutGuides {
  static let names: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide"]
  /// UIView's default layout margins.
  static let defaultMargin = 8.0

  /// The guide a target names and the view it belongs to: `view.safeAreaLayoutGuide` or
  /// `view.safeAreaLayoutGuide.topAnchor` (with the anchor's name); nil for any other expression.
  static func guide(in expression: Expression) -> (view: Expression, guide: String, anchor: String?)? {
    if case .member(let base, let name, _) = expression, names.contains(name) { return (base, name, nil) }
    if case .member(.member(let base, let guide, _), let anchor, _) = expression, names.contains(guide), anchor.hasSuffix("Anchor") {
      return (base, guide, anchor)
    }
    return nil
  }

  /// How far `attribute` of a guide with `insets` lies from the same attribute of its view.
  static func offset(of attribute: AnchorAttribute, insets: EdgeInsets) -> Double {
    switch attribute {
    case .top: return insets.top
    case .bottom: return -insets.bottom
    case .leading, .left: return insets.left
    case .trailing, .right: return -insets.right
    case .centerX: return (insets.left - insets.right) / 2
    case .centerY: return (insets.top - insets.bottom) / 2
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    case .firstBaseline, .lastBaseline: return 0  // a layout guide has no baseline (UILayoutGuide has no baseline anchors)
    }
  }
}

extension AnchorsBuilder {
  /// The insets of the guide `name` on the canvas.
  func insets(ofGuide name: String) -> EdgeInsets {
    name == "safeAreaLayoutGuide" ? evaluator.canvas.safeArea : EdgeInsets(all: LayoutGuides.defaultMargin)
  }
}

extension Evaluator {
  /// The view an expression names in a layout: the pasted class itself (`self`, `view`,
  /// `self.view`) or any other view value.
  func hostOrValue(_ expression: Expression) throws(Diagnostic) -> Value {
    var named = expression
    if case .member(.name("self", _), let name, let location) = expression { named = .name(name, location) }
    if isHost(named), case .name(let name, let location) = named { return .view(hostView(name, at: location)) }
    return try evaluate(expression)
  }
}
