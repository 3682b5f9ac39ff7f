import LayoutCore

/// The constraints UIKit keeps between a view and its layout guides, with UIKit's identifiers.
///
/// * `safeAreaLayoutGuide`: the root view's is its bounds inset by the canvas's safe area
///   (`Canvas.safeArea`; UIView's reference: "the portion of your view that is unobscured by
///   bars and other content"). A subview's is the part of its bounds inside the root's safe
///   area — UIKit works it out from frames; here each edge is at least the view's edge and at
///   least the root guide's, pulled to the view's edge at priority 999 (the same result by
///   constraints, unless a constraint at 999 or more pulls the guide itself).
/// * `layoutMarginsGuide`: the view's bounds inset by its margins. UIView's `layoutMargins`
///   reference: "The default spacing is 8 points on each side"; for a view controller's root
///   view "the top and bottom margins are set to zero points. The side margins vary depending on
///   the current size class, but can be either 16 or 20 points" (`systemMinimumLayoutMargins`,
///   `directionalLayoutMargins`), and the root's margins are inset from the safe area
///   (`insetsLayoutMarginsFromSafeArea`, true by default). 20 on a canvas at least 414 points
///   wide, 16 below: what devices show (measured by others; the size class itself is not modelled).
///   `preservesSuperviewLayoutMargins`: each edge at least the view's own margin and at least the
///   superview's margins guide edge (UIView's reference: the larger of the two where they overlap),
///   pulled to its own at 999.
/// * `contentLayoutGuide` / `frameLayoutGuide` of a scroll view (UIScrollView's reference): the
///   frame guide is the scroll view's frame; the content guide starts at its top left, shown
///   scrolled to the top, and is as large as the constraints of its content make it. The
///   identifiers of these two are qlrepl's (UIKit keeps them internal).
/// * `readableContentGuide`: inside the margins guide, centred on it, at most 672 points wide
///   (the width measured by others at the default Dynamic Type size; UIKit documents only "a
///   width that is easy to read"), as tall as the margins guide.
struct LayoutGuideConstraints {
  let canvas: Canvas
  let root: Int
  /// The margins a view has by default: the view controller's root view's or 8 points.
  let isControllerRoot: (Int) -> Bool
  let margins: [Int: EdgeInsets]
  let preserves: Set<Int>
  /// The guide of a kind of a view (made on demand).
  let guide: (GuideKind, Int) -> Int

  /// The constraints of guide `id` of `kind` owned by `owner`.
  func constraints(of id: Int, kind: GuideKind, owner: Int, superview: Int?) -> [AnchorConstraint] {
    switch kind {
    case .safeArea:
      if owner == root {
        let insets = canvas.safeArea
        return edges(id, to: owner, insets: insets, prefix: "UIViewSafeAreaLayoutGuide-")
      }
      let rootGuide = guide(.safeArea, root)
      return edges(id, to: owner, insets: EdgeInsets(), prefix: "UIViewSafeAreaLayoutGuide-", relation: .pull, priority: Self.pull)
        + edges(id, to: owner, insets: EdgeInsets(), prefix: "UIViewSafeAreaLayoutGuide-", relation: .inward)
        + edges(id, to: rootGuide, insets: EdgeInsets(), prefix: "UIViewSafeAreaLayoutGuide-", relation: .inward)
    case .margins:
      let insets = margins(of: owner)
      let base = isControllerRoot(owner) ? guide(.safeArea, owner) : owner
      var list = edges(id, to: base, insets: insets, prefix: "UIView-", suffix: "Margin-guide-constraint",
                       relation: preserves.contains(owner) ? .pull : .equal, priority: preserves.contains(owner) ? Self.pull : 1000)
      if preserves.contains(owner), let superview {
        list += edges(id, to: base, insets: insets, prefix: "UIView-", suffix: "Margin-guide-constraint", relation: .inward)
        list += edges(id, to: guide(.margins, superview), insets: EdgeInsets(), prefix: "UIView-",
                      suffix: "Margin-guide-constraint", relation: .inward)
      }
      return list
    case .readableContent:
      let margins = guide(.margins, owner)
      let name = "UIView-readableContentGuide-constraint"
      return [
        AnchorConstraint(item: id, attribute: .leading, relation: .greaterOrEqual, secondItem: margins, secondAttribute: .leading, identifier: name),
        AnchorConstraint(item: id, attribute: .trailing, relation: .lessOrEqual, secondItem: margins, secondAttribute: .trailing, identifier: name),
        AnchorConstraint(item: id, attribute: .centerX, relation: .equal, secondItem: margins, secondAttribute: .centerX, identifier: name),
        AnchorConstraint(item: id, attribute: .width, relation: .lessOrEqual, secondItem: nil, secondAttribute: nil, constant: 672, identifier: name),
        AnchorConstraint(item: id, attribute: .width, relation: .equal, secondItem: margins, secondAttribute: .width, priority: 999, identifier: name),
        AnchorConstraint(item: id, attribute: .top, relation: .equal, secondItem: margins, secondAttribute: .top, identifier: name),
        AnchorConstraint(item: id, attribute: .bottom, relation: .equal, secondItem: margins, secondAttribute: .bottom, identifier: name),
      ]
    case .scrollFrame:
      return [.left, .right, .top, .bottom].map {
        AnchorConstraint(item: id, attribute: $0, relation: .equal, secondItem: owner, secondAttribute: $0,
                         identifier: "UIScrollView-frameLayoutGuide")
      }
    case .scrollContent:
      // The content starts at the scroll view's top left (scrolled to the top); its size is the content's.
      return [.left, .top].map {
        AnchorConstraint(item: id, attribute: $0, relation: .equal, secondItem: owner, secondAttribute: $0,
                         identifier: "UIScrollView-contentLayoutGuide")
      }
    case .custom, .stackGap, .stackSpanner:
      return []
    }
  }

  /// The priority that makes "at least both" the least of them: just below required, above any
  /// content priority, so a guide's content cannot shrink it.
  static let pull = 999.0

  /// A view's margins: the script's, or the defaults; a controller's root view's are at least its
  /// system minimum (UIViewController.viewRespectsSystemMinimumLayoutMargins, true by default:
  /// "the root view's margins … are at least the values in systemMinimumLayoutMargins").
  func margins(of view: Int) -> EdgeInsets {
    guard let set = margins[view] else { return defaultMargins(of: view) }
    guard isControllerRoot(view) else { return set }
    let minimum = defaultMargins(of: view)
    return EdgeInsets(top: max(set.top, minimum.top), left: max(set.left, minimum.left),
                      bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
  }

  /// A view's margins unless the script sets them: 8 points, or 0 / 16–20 for a controller's root view.
  func defaultMargins(of view: Int) -> EdgeInsets {
    Self.defaultMargins(isControllerRoot: isControllerRoot(view), canvasWidth: canvas.width)
  }

  /// The default margins of a view, or of a controller's root view on a canvas `canvasWidth` wide.
  static func defaultMargins(isControllerRoot: Bool, canvasWidth: Double) -> EdgeInsets {
    guard isControllerRoot else { return EdgeInsets(all: 8) }
    let side = controllerSideMargin(canvasWidth: canvasWidth)
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// A view controller's root view's side margin: 20 on a canvas at least 414 points wide, else 16.
  static func controllerSideMargin(canvasWidth: Double) -> Double { canvasWidth >= 414 ? 20 : 16 }

  /// How a guide edge relates to the edge it is inset from.
  enum EdgeRelation { case equal, inward, pull }

  /// The guide's four edges inset from `base`'s: equal, at least inside (`inward`), or at most
  /// (`pull`: equal at a lower priority, what makes "at least" the least), each named `prefix + edge + suffix`.
  private func edges(_ id: Int, to base: Int, insets: EdgeInsets, prefix: String, suffix: String = "",
                     relation: EdgeRelation = .equal, priority: Double = 1000) -> [AnchorConstraint] {
    let sides: [(AnchorAttribute, Double, String, Double)] = [
      (.left, insets.left, "left", 1), (.right, -insets.right, "right", -1),
      (.top, insets.top, "top", 1), (.bottom, -insets.bottom, "bottom", -1),
    ]
    return sides.map { attribute, constant, name, sign in
      let kind: AnchorRelation
      switch relation {
      case .equal: kind = .equal
      case .inward: kind = sign > 0 ? .greaterOrEqual : .lessOrEqual
      case .pull: kind = .equal
      }
      return AnchorConstraint(item: id, attribute: attribute, relation: kind, secondItem: base, secondAttribute: attribute,
                              constant: constant, priority: priority, identifier: prefix + name + suffix)
    }
  }
}

extension EdgeInsets {
  /// True when every inset is a finite number.
  var isFinite: Bool { [top, left, bottom, right].allSatisfy(\.isFinite) }
}
